import { words } from './terms'

/** A piece of page text with the matched words marked as [start, end) character ranges: text, never HTML. */
export type Snippet = { text: string; highlights: [number, number][] }

/** One phrase of a query as FTS5 matches it: a word, or (`prefix`) every word that starts so. */
export type Phrase = { word: string; prefix: boolean }

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** A section's text with where each of its words starts and ends: written once, read by every snippet of it. */
export type Tokenized = {
  text: string
  /** The text in lower case, where that keeps every character in its place (not so for a few scripts). */
  lower: string | undefined
  starts: Int32Array
  ends: Int32Array
  /** Words of ASCII letters and digits only, compared where they stand; the others are folded first. */
  plain: Uint8Array
}

/** The words of a text as the index splits it (letters and digits of any script), in one pass over its characters. */
export function tokenize(text: string): Tokenized {
  const starts: number[] = []
  const ends: number[] = []
  const plain: number[] = []
  let start = -1
  let ascii = 1
  for (let i = 0; i <= text.length;) {
    const code = i < text.length ? text.codePointAt(i)! : 32
    const inWord =
      code < 128
        ? (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90)
        : LETTER_OR_DIGIT.test(String.fromCodePoint(code))
    if (inWord && start < 0) {
      start = i
      ascii = 1
    }
    if (inWord && code >= 128) ascii = 0
    if (!inWord && start >= 0) {
      starts.push(start)
      ends.push(i)
      plain.push(ascii)
      start = -1
    }
    i += code > 0xffff ? 2 : 1
  }
  const lower = text.toLowerCase()
  return {
    text,
    lower: lower.length === text.length ? lower : undefined,
    starts: Int32Array.from(starts),
    ends: Int32Array.from(ends),
    plain: Uint8Array.from(plain),
  }
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
export function snippet({ text, lower, starts, ends, plain }: Tokenized, phrases: Phrase[], size: number): Snippet {
  const count = starts.length
  // Each match as FTS5 lists them: by position, and at one position by phrase.
  const at: number[] = []
  const phraseOf: number[] = []
  for (let i = 0; i < count; i++) {
    const from = starts[i]!
    const length = ends[i]! - from
    // A word of plain letters is compared where it stands; another is folded first.
    const folded = plain[i] && lower !== undefined ? undefined : words(text.slice(from, ends[i])).join('')
    for (let j = 0; j < phrases.length; j++) {
      const { word, prefix } = phrases[j]!
      const match = folded
        ? prefix
          ? folded.startsWith(word)
          : folded === word
        : (prefix ? length >= word.length : length === word.length) && lower?.startsWith(word, from)
      if (match) {
        at.push(i)
        phraseOf.push(j)
      }
    }
  }
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
