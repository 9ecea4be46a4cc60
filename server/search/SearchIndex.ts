import Database, { type Sqlite } from '../sqlite'
import { editDistance, queryTerms, quoted, trigrams, words } from './terms'

/** A piece of page text with the matched words marked as [start, end) character ranges: text, never HTML. */
export type Snippet = { text: string; highlights: [number, number][] }
export type SearchResult = { title: string; heading: string; url: string; snippet: Snippet }
export type SearchAnswer = {
  results: SearchResult[]
  /** The query as corrected when a word was misspelt. */ correctedQuery?: string
}

export const DEFAULT_LIMIT = 8
const MAX_LIMIT = 20
/** Sections of one page shown at most, so one long page cannot fill the list. */
const PER_PAGE = 2
/** bm25 weights of the columns title, heading, body, url: a word in the title counts ten times one in the text. */
const WEIGHTS = '10.0, 4.0, 1.0, 0.0'
/** Marks FTS5 puts around matched words in a snippet: control characters the indexer strips from every text. */
const OPEN = '\u0002'
const CLOSE = '\u0003'
const SNIPPET_TOKENS = 24
/** Answers kept in memory (a few KB each). */
const CACHE_SIZE = 1000

/** The snippet FTS5 wrote, with its marks turned into ranges over the plain text. */
export function parseSnippet(marked: string): Snippet {
  let text = ''
  const highlights: [number, number][] = []
  let start = -1
  for (const ch of marked) {
    if (ch === OPEN) start = text.length
    else if (ch === CLOSE) {
      if (start >= 0 && text.length > start) highlights.push([start, text.length])
      start = -1
    } else text += ch
  }
  return { text, highlights }
}

/**
 * The site's search index (dist/search.db, written by scripts/search/writeSearchIndex.ts), opened read-only.
 * A query is its words, each as a quoted prefix term ('clear' finds Clearing House), all required; when that finds
 * nothing, each word the site does not have is replaced by the site's nearest word one typo away ('clearng' → clearing),
 * and when that still finds nothing, any of the words will do.
 */
export class SearchIndex {
  private db: Sqlite.Database
  private match: Sqlite.Statement<
    [string, number],
    { url: string; title: string; heading: string; snippet: string; score: number }
  >
  private exists: Sqlite.Statement<[string], unknown>
  private similar: Sqlite.Statement<[string], { word: string; sections: number }>

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true })
    this.match = this.db.prepare(
      `SELECT url, title, heading, snippet(sections, 2, char(2), char(3), '…', ${SNIPPET_TOKENS}) AS snippet,
         bm25(sections, ${WEIGHTS}) AS score
       FROM sections WHERE sections MATCH ? ORDER BY score LIMIT ?`,
    )
    this.exists = this.db.prepare('SELECT 1 FROM sections WHERE sections MATCH ? LIMIT 1')
    this.similar = this.db.prepare(
      'SELECT word, sections FROM word_trigrams WHERE word_trigrams MATCH ? ORDER BY rank LIMIT 40',
    )
  }

  /** Answers by query words and limit: the index never changes while the server runs, and visitors ask alike. */
  private cache = new Map<string, SearchAnswer>()

  search(query: string, limit = DEFAULT_LIMIT): SearchAnswer {
    const terms = queryTerms(query)
    if (terms.length === 0) return { results: [] }
    const n = Math.min(Math.max(1, Math.trunc(limit) || DEFAULT_LIMIT), MAX_LIMIT)
    const key = `${n} ${terms.join(' ')}`
    const cached = this.cache.get(key)
    if (cached) return cached
    const answer = this.answer(terms, n)
    // Oldest first out, once full: a Map keeps insertion order.
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!)
    this.cache.set(key, answer)
    return answer
  }

  private answer(terms: string[], n: number): SearchAnswer {
    const prefixed = (ts: string[], joiner: string) => ts.map((t) => `${quoted(t)}*`).join(joiner)

    let results = this.run(prefixed(terms, ' AND '), terms, n)
    if (results.length > 0) return { results }
    const corrected = terms.map((t) => (this.exists.get(`${quoted(t)}*`) ? t : (this.nearestWord(t) ?? t)))
    const changed = corrected.some((t, i) => t !== terms[i])
    if (changed) {
      results = this.run(prefixed(corrected, ' AND '), corrected, n)
      if (results.length > 0) return { results, correctedQuery: corrected.join(' ') }
    }
    if (terms.length > 1) results = this.run(prefixed(corrected, ' OR '), corrected, n)
    return changed && results.length > 0 ? { results, correctedQuery: corrected.join(' ') } : { results }
  }

  /** The site's word nearest to a misspelt one: one edit away (two for words of 8 letters or more), the most used first. */
  nearestWord(term: string): string | undefined {
    const grams = trigrams(term)
    if (grams.length === 0) return undefined
    const max = [...term].length >= 8 ? 2 : 1
    let best: { word: string; distance: number; sections: number } | undefined
    for (const { word, sections } of this.similar.all(grams.map(quoted).join(' OR '))) {
      const distance = editDistance(term, word, max)
      if (distance > max) continue
      if (!best || distance < best.distance || (distance === best.distance && sections > best.sections))
        best = { word, distance, sections }
    }
    return best?.word
  }

  close() {
    this.db.close()
  }

  /**
   * The matching sections, best first: those whose page title holds more of the query's words, then whose heading does
   * (a page's opening section is headed by its title, so a page named for the query opens the list), then the shorter
   * title, then bm25.
   * Every section of a page carries its title, which makes the title's words common in the index and bm25 alone
   * would rank a short section of the page above the page itself.
   */
  private run(expression: string, terms: string[], limit: number): SearchResult[] {
    const hits = (text: string) => {
      const ws = words(text)
      return terms.filter((t) => ws.some((w) => w.startsWith(t))).length
    }
    const rows = this.match
      .all(expression, limit * 4)
      .map((row) => ({ row, rank: hits(row.title) * 2 + hits(row.heading), length: words(row.title).length }))
      // Equal hits: the shorter title is the closer match ('Clearing House' before 'Data Sharing Across the Clearing House').
      .sort((a, b) => b.rank - a.rank || a.length - b.length || a.row.score - b.row.score)
    const perPage = new Map<string, number>()
    const results: SearchResult[] = []
    for (const { row } of rows) {
      const page = row.url.split('#')[0]!
      const seen = perPage.get(page) ?? 0
      if (seen >= PER_PAGE) continue
      perPage.set(page, seen + 1)
      // A page's opening section is headed by the page title itself: shown once, as the title.
      results.push({
        title: row.title,
        heading: row.heading === row.title ? '' : row.heading,
        url: row.url,
        snippet: parseSnippet(row.snippet),
      })
      if (results.length === limit) break
    }
    return results
  }
}
