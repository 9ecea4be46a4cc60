/** Longest query the search reads; the rest is ignored (a visitor's query is a few words, never a page). */
export const MAX_QUERY_CHARS = 200
/** Most words a query is matched with. */
const MAX_TERMS = 8

/**
 * The words of a text as the index stores them: lower case, accents removed, split on everything but letters and digits
 * (as SQLite's unicode61 tokenizer with remove_diacritics 2 does). Used for queries and for the build's word list, so a
 * query term can only ever be letters and digits: nothing in it can be FTS5 syntax.
 */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

/** The distinct words of a visitor's query, at most MAX_TERMS, from its first MAX_QUERY_CHARS characters. */
export function queryTerms(query: string): string[] {
  return [...new Set(words(query.slice(0, MAX_QUERY_CHARS)))].slice(0, MAX_TERMS)
}

/** An FTS5 string literal: the term in double quotes (a quote inside doubled), so MATCH reads it as text, never as syntax. */
export const quoted = (term: string) => `"${term.replace(/"/g, '""')}"`

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), given up once above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    rows.push(row)
  }
  return rows[a.length]![b.length]!
}

/** The three-letter pieces of a word, for finding words spelt nearly alike in the trigram table. */
export function trigrams(word: string): string[] {
  const chars = [...word]
  return [...new Set(chars.slice(0, -2).map((_, i) => chars.slice(i, i + 3).join('')))]
}
