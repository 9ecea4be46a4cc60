import { uiConstants } from '../../../content/uiConstants'

/** A trade news item as GET /api/trade-news returns it. */
export type NewsItem = { title: string; url: string; source?: string }

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''

/** Keeps the items that have both a title and a url, at most the first five. Anything not a list gives none. */
export function selectNewsItems(data: unknown, max: number = uiConstants.newsTicker.maxItems): NewsItem[] {
  if (!Array.isArray(data)) return []
  return data
    .filter(
      (d): d is NewsItem =>
        typeof d === 'object' && d !== null && isText((d as NewsItem).title) && isText((d as NewsItem).url),
    )
    .slice(0, max)
    .map((d) => ({ title: d.title, url: d.url, source: isText(d.source) ? d.source : undefined }))
}
