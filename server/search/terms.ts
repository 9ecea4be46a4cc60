import { stem } from 'porter2'

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

/**
 * A word's English stem (Porter2, the Snowball English stemmer): 'passports' and 'passport' → 'passport'. Words that
 * share a stem find each other; the index itself keeps the words as written, so a snippet marks what the page says.
 */
export const stemOf = (word: string) => stem(word)

/** The distinct words of a visitor's query, at most MAX_TERMS, from its first MAX_QUERY_CHARS characters. */
export function queryTerms(query: string): string[] {
  return [...new Set(words(query.slice(0, MAX_QUERY_CHARS)))].slice(0, MAX_TERMS)
}

/** An FTS5 string literal: the term in double quotes (a quote inside doubled), so MATCH reads it as text, never as syntax. */
const quoted = (term: string) => `"${term.replace(/"/g, '""')}"`

/** One phrase of a query as FTS5 matches it: a word, or (`prefix`) every word that starts so. */
export type Phrase = { word: string; prefix: boolean }

/** Whether a word of the index is one the phrase matches. */
export const phraseMatches = ({ word, prefix }: Phrase, w: string) => (prefix ? w.startsWith(word) : w === word)

/** A phrase as FTS5 query syntax: `"clearing"`, or `"cl"*` for a prefix. */
export const fts5Phrase = ({ word, prefix }: Phrase) => quoted(word) + (prefix ? '*' : '')
