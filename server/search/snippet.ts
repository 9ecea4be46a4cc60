import { words, type Phrase } from './terms'

/** A piece of page text with the matched words marked as [start, end) character ranges: text, never HTML. */
export type Snippet = { text: string; highlights: [number, number][] }

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** A section's text with where each of its words starts and ends: written once, read by every snippet of it. */
export type Tokenized = {
  text: string
  /** The text in lower case, where that keeps every character in its place (not so in a few scripts): searched in. */
  lower: string | undefined
  starts: Int32Array
  ends: Int32Array
  /** Words with other than ASCII letters and digits (every word, without `lower`), folded as the index folds them. */
  folded: Map<number, string>
}

/** The words of a text as the index splits it (letters and digits of any script), in one pass over its characters. */
export function tokenize(text: string): Tokenized {
  const starts: number[] = []
  const ends: number[] = []
  const other: number[] = []
  let start = -1
  let ascii = true
  for (let i = 0; i <= text.length;) {
    const code = i < text.length ? text.codePointAt(i)! : 32
    const inWord =
      code < 128
        ? (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90)
        : LETTER_OR_DIGIT.test(String.fromCodePoint(code))
    if (inWord && start < 0) {
      start = i
      ascii = true
    }
    if (inWord && code >= 128) ascii = false
    if (!inWord && start >= 0) {
      if (!ascii) other.push(starts.length)
      starts.push(start)
      ends.push(i)
      start = -1
    }
    i += code > 0xffff ? 2 : 1
  }
  const lower = text.toLowerCase()
  const inPlace = lower.length === text.length
  const fold = (k: number): [number, string] => [k, words(text.slice(starts[k], ends[k])).join('')]
  return {
    text,
    lower: inPlace ? lower : undefined,
    starts: Int32Array.from(starts),
    ends: Int32Array.from(ends),
    folded: new Map(inPlace ? other.map(fold) : starts.map((_, k) => fold(k))),
  }
}

/** A section's words in order, as the index folds them (the ranking of a search that any word will do reads them). */
export function wordsOf({ lower, starts, ends, folded }: Tokenized): string[] {
  return Array.from(starts, (start, k) => folded.get(k) ?? lower!.slice(start, ends[k]))
}

/** The word that starts at character `at`, or -1. */
function wordAt(starts: Int32Array, at: number) {
  let lo = 0
  let hi = starts.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1
    if (starts[mid]! === at) return mid
    if (starts[mid]! < at) lo = mid + 1
    else hi = mid - 1
  }
  return -1
}

/**
 * Where each phrase matches, as FTS5 lists its matches: by word, and at one word by phrase. (Each match is numbered
 * word × phrases + phrase.) Plain words are found where they stand in the lower-case text; the others by their folding.
 */
function findMatches({ lower, starts, ends, folded }: Tokenized, phrases: Phrase[]) {
  const found: number[] = []
  phrases.forEach(({ word, prefix }, j) => {
    if (lower)
      for (let i = lower.indexOf(word); i >= 0; i = lower.indexOf(word, i + 1)) {
        const k = wordAt(starts, i)
        if (k >= 0 && !folded.has(k) && (prefix || ends[k]! - i === word.length)) found.push(k * phrases.length + j)
      }
    for (const [k, f] of folded) if (prefix ? f.startsWith(word) : f === word) found.push(k * phrases.length + j)
  })
  return found.sort((a, b) => a - b)
}

type Matches = { at: number[]; phraseOf: number[]; seen: Uint8Array; size: number; count: number }

/**
 * The window of `size` words from word `from` (`k`: its first match, or one before it): its score, a thousand for each
 * phrase it holds and one for each further match, and where it starts once its matches are centred.
 */
function score({ at, phraseOf, seen, size, count }: Matches, from: number, k: number) {
  seen.fill(0)
  let total = 0
  let first = -1
  let last = 0
  for (; k < at.length && at[k]! < from + size; k++) {
    if (at[k]! < from) continue
    total += seen[phraseOf[k]!] ? 1 : 1000
    seen[phraseOf[k]!] = 1
    if (first < 0) first = at[k]!
    last = at[k]! + 1
  }
  let start = first - Math.trunc((size - (last - first)) / 2)
  if (start + size > count) start = count - size
  return { total, start: Math.max(0, start) }
}

/** Whether word `i` starts a sentence: it follows '.' or ':' and white space. */
function startsSentence(text: string, starts: Int32Array, i: number) {
  let c = starts[i]! - 1
  while (c >= 0 && (text[c] === ' ' || text[c] === '\t' || text[c] === '\n' || text[c] === '\r')) c--
  return c !== starts[i]! - 1 && (text[c] === '.' || text[c] === ':')
}

/**
 * The snippet FTS5's `snippet()` writes for a section's text, computed here from the text alone: FTS5 finds the query's
 * matches in the section again for every snippet, which costs more than the search itself. The same choice (compared
 * with FTS5's own over the whole site in snippet.test.ts): of the windows of `size` words around each match, and from
 * the start of the sentence before it, the one that holds the most different phrases, then the most matches, a
 * sentence's start winning ties; the matches centred where they leave room; '…' where the text is cut.
 */
export function snippet(tokenized: Tokenized, phrases: Phrase[], size: number): Snippet {
  const { text, starts, ends } = tokenized
  const count = starts.length
  const found = findMatches(tokenized, phrases)
  const at = found.map((m) => Math.trunc(m / phrases.length))
  const phraseOf = found.map((m) => m % phrases.length)
  const matches: Matches = { at, phraseOf, seen: new Uint8Array(phrases.length), size, count }
  let best = 0
  let start = 0
  // The start of the sentence the match is in (the first word starts one), the words read for it so far, and the
  // sentence's first match.
  let sentence = 0
  let read = 0
  let sentenceMatch = 0
  for (let k = 0; k < at.length; k++) {
    const pos = at[k]!
    const centred = score(matches, pos, k)
    if (centred.total > best) {
      best = centred.total
      start = centred.start
    }
    if (count <= size) continue
    while (read < pos) if (startsSentence(text, starts, ++read)) sentence = read
    while (at[sentenceMatch]! < sentence) sentenceMatch++
    if (sentence < pos) {
      const total = score(matches, sentence, sentenceMatch).total + (sentence === 0 ? 120 : 100)
      if (total > best) {
        best = total
        start = sentence
      }
    }
  }

  const last = start + size - 1
  const from = start > 0 ? starts[start]! : 0
  const cut = start > 0 ? '…' : ''
  const highlights: [number, number][] = []
  for (let k = 0; k < at.length; k++) {
    const pos = at[k]!
    if (pos < start || pos > last || pos === at[k - 1]) continue
    highlights.push([starts[pos]! - from + cut.length, ends[pos]! - from + cut.length])
  }
  const whole = last >= count - 1
  return { text: cut + text.slice(from, whole ? text.length : ends[last]) + (whole ? '' : '…'), highlights }
}
