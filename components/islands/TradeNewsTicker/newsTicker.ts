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

/** The index shown after `index`, wrapping to the first after the last. */
export function nextNewsIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count
}

/**
 * Calls `onIndex` with the next index every `intervalMs`, cyclically, starting after `from`.
 * Returns the function that stops it. With fewer than two items nothing rotates.
 */
export function startRotation(
  count: number,
  onIndex: (index: number) => void,
  from = 0,
  intervalMs: number = uiConstants.newsTicker.rotationMs,
): () => void {
  if (count < 2) return () => {}
  let index = from
  const timer = setInterval(() => {
    index = nextNewsIndex(index, count)
    onIndex(index)
  }, intervalMs)
  return () => clearInterval(timer)
}
