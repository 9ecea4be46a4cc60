import { snippetParts } from '../../components/search/highlight'
import { fill } from '../../content/fill'
import { searchText } from '../../content/search'
import type { SearchAnswer } from './SearchIndex'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** One result as the /search page lists it; every text escaped, the snippet's matches in <mark>. */
function resultItem(r: SearchAnswer['results'][number]) {
  const snippet = snippetParts(r.snippet)
    .map((p) => (p.match ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text)))
    .join('')
  const heading = r.heading ? `<span class="search-result-heading">${escapeHtml(r.heading)}</span>` : ''
  return (
    `<li class="search-result"><a href="${escapeHtml(r.url)}"><span class="search-result-title">${escapeHtml(r.title)}</span>${heading}</a>` +
    `<p class="search-result-snippet">${snippet}</p></li>`
  )
}

export type SearchPageState = { query: string; answer?: SearchAnswer; tooMany?: boolean }

/** The summary line above the results: how many for which query, a correction, nothing found, or an error. */
function summary({ query, answer, tooMany }: SearchPageState) {
  if (tooMany) return escapeHtml(searchText.tooMany)
  if (!answer) return escapeHtml(searchText.unavailable)
  const { results, correctedQuery } = answer
  if (results.length === 0)
    return `<strong>${escapeHtml(fill(searchText.noResults, { query }))}</strong> ${escapeHtml(searchText.noResultsTips)}`
  const count = escapeHtml(
    fill(results.length === 1 ? searchText.oneResultFor : searchText.resultsFor, { query, count: results.length }),
  )
  return correctedQuery ? `${count}. ${escapeHtml(fill(searchText.correctedTo, { query: correctedQuery }))}` : count
}

/**
 * The pre-rendered /search page (pages/search/+Page.tsx) with a query's answer filled in: the query in every search
 * box, the summary, the results, and the suggestions only when nothing was found. The page is our own build output,
 * so its markup is known: React writes each element as one tag with double-quoted attributes. Every replacement is a
 * function, so a `$` in a query is never read as a replacement pattern.
 */
export function searchPage(pageHtml: string, state: SearchPageState) {
  const { query, answer } = state
  const found = (answer?.results.length ?? 0) > 0
  const title = escapeHtml(`${fill(searchText.resultsFor, { query, count: answer?.results.length ?? 0 })}`)
  return pageHtml
    .replace(/<title>([^<]*)<\/title>/, (_, t: string) => `<title>${query ? `${title} · ` : ''}${t}</title>`)
    .replace(/<input\b[^>]*\sname="q"[^>]*>/g, (tag) =>
      tag.replace(/\svalue="[^"]*"/, '').replace(/^<input/, () => `<input value="${escapeHtml(query)}"`),
    )
    .replace(/(<p\b[^>]*\sdata-search-slot="summary"[^>]*>)[\s\S]*?<\/p>/, (_, open: string) =>
      query ? `${open}${summary(state)}</p>` : _,
    )
    .replace(
      /(<ol\b[^>]*\sdata-search-slot="results"[^>]*>)<\/ol>/,
      (_, open: string) => `${open}${answer?.results.map(resultItem).join('') ?? ''}</ol>`,
    )
    .replace(/<section\b[^>]*\sdata-search-slot="suggestions"[\s\S]*?<\/section>/, (section) => (found ? '' : section))
}
