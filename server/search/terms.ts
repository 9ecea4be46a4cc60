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

/**
 * Words that say how a question is asked, not what it is about: 'how do I delete my data' is a search for 'delete
 * data'. With all of its words required, such a query found only the sections that happen to hold 'how', 'do' and 'my'
 * too, or, when none did, fell back to any of the words, where 'how' and 'my' weigh as much as 'delete'. The words as
 * words() splits a query: "what's" is 'what' and 's', "don't" 'don' and 't'.
 */
const QUESTION_WORDS = new Set(
  [
    'a an the and or',
    'i me my we you your it its they their this that these those there here',
    'is are am was were be been being do does did can could should would will shall may might must get',
    'how what when where who whom whose why which',
    'to of for in on at by with from into',
    's t don doesn isn',
  ].flatMap((line) => line.split(' ')),
)

/** Words a visitor says together for one thing ('get in touch'): the phrase as written, and its words' stems. */
export type QueryPhrase = { phrase: string; stems: string[] }

/** Phrases of two words or more, as queryTerms looks for them: the longest first, so 'phone number' wins over 'phone'. */
export const queryPhrases = (phrases: readonly (readonly string[])[]): QueryPhrase[] =>
  phrases
    .filter((p) => p.length > 1)
    .map((p) => ({ phrase: p.join(' '), stems: p.map(stemOf) }))
    .sort((a, b) => b.stems.length - a.stems.length)

/**
 * A visitor's query, from its first MAX_QUERY_CHARS characters: `terms`, its distinct words that a result must hold (at
 * most MAX_TERMS), without the words that only make it a question unless it has no others ('who we are' is a
 * section's heading); and `asking`, those question words, which only order results of equal rank ('how it works'
 * puts the section headed so before 'Why work with us').
 *
 * `phrases` (queryPhrases): words a visitor says together for one thing ('get in touch', the synonyms of several
 * words). Where the query holds one in a row, in any form of their stems ('phone numbers'), it is one term, written as
 * the phrase, before the question words are set apart: 'in' of 'get in touch' is part of it.
 */
export function queryTerms(query: string, phrases: readonly QueryPhrase[] = []): { terms: string[]; asking: string[] } {
  const all = [...new Set(joinPhrases(words(query.slice(0, MAX_QUERY_CHARS)), phrases))]
  const meant = all.filter((word) => !QUESTION_WORDS.has(word))
  if (!meant.length) return { terms: all.slice(0, MAX_TERMS), asking: [] }
  return { terms: meant.slice(0, MAX_TERMS), asking: all.filter((word) => QUESTION_WORDS.has(word)) }
}

/** `query`'s words with each run of words that is one of `phrases` (the longest first) made one. */
function joinPhrases(query: string[], phrases: readonly QueryPhrase[]): string[] {
  if (!phrases.length || query.length < 2) return query
  const stems = query.map(stemOf)
  const joined: string[] = []
  for (let i = 0; i < query.length;) {
    const found = phrases.find((p) => p.stems.every((s, j) => stems[i + j] === s))
    joined.push(found ? found.phrase : query[i]!)
    i += found ? found.stems.length : 1
  }
  return joined
}

/** An FTS5 string literal: the term in double quotes (a quote inside doubled), so MATCH reads it as text, never as syntax. */
const quoted = (term: string) => `"${term.replace(/"/g, '""')}"`

/** One phrase of a query as FTS5 matches it: a word, or (`prefix`) every word that starts so. */
export type Phrase = { word: string; prefix: boolean }

/** Whether a word of the index is one the phrase matches. */
export const phraseMatches = ({ word, prefix }: Phrase, w: string) => (prefix ? w.startsWith(word) : w === word)

/** A phrase as FTS5 query syntax: `"clearing"`, or `"cl"*` for a prefix. */
export const fts5Phrase = ({ word, prefix }: Phrase) => quoted(word) + (prefix ? '*' : '')
