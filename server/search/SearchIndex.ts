import { SymSpell } from 'mnemonist'
import Database, { type Sqlite } from '../sqlite'
import { snippet, tokenize, wordsOf, type Snippet, type Tokenized } from './snippet'
import {
  fts5Phrase,
  phraseMatches,
  queryPhrases,
  queryTerms,
  stemOf,
  words,
  type Phrase,
  type QueryPhrase,
} from './terms'

export type SearchResult = { title: string; heading: string; url: string; snippet: Snippet }
export type SearchAnswer = {
  results: SearchResult[]
  /** How many results there are in all, `results` being the first `limit` of them (counted among the sections ranked). */
  total: number
  /** The query as corrected when a word was misspelt. */ correctedQuery?: string
}

export const DEFAULT_LIMIT = 8
const MAX_LIMIT = 20
/** Sections of one page shown at most, so one long page cannot fill the list. */
const PER_PAGE = 2
/**
 * bm25 weights of the columns names, heading, body, title, url: a word of the page's names counts ten times one in the
 * text (title and url are not searched).
 */
const WEIGHTS = '10.0, 4.0, 1.0, 0.0, 0.0'
/** Words a snippet shows at most. */
const SNIPPET_TOKENS = 24
/** Answers kept in memory (a few KB each). */
const CACHE_SIZE = 1000
/** Sections whose words are kept split for snippets (each about three times its text). */
const TEXTS_KEPT = 5000
/** Prefix lengths FTS5 keeps an index of (`prefix = '2 3 4'` in the index's schema). */
const PREFIX_INDEXED = 4
/** Words a half-typed word is named as, at most; for more, FTS5's own prefix search is quicker. */
const MAX_EXPANSIONS = 16
/**
 * Sections ranked at most: when more hold every word of the query, the first this many in the index's order (the
 * site's own pages, then articles newest first). bm25 costs the same for every matching section, and a word that
 * hundreds of sections share says little about which of them is best.
 */
const MAX_RANKED = 200
/** Words shorter than this are never taken for a misspelling (too many words are one letter away from them). */
const MIN_CORRECTED = 4

/**
 * What the ranking reads of a section, kept in memory: the words of each of its page's names (its title first) and of
 * its heading, and whether it opens its page.
 */
type SectionFacts = {
  url: string
  title: string
  heading: string
  names: string[][]
  headingWords: string[]
  opening: boolean
}

/**
 * The site's search index (dist/search.db, written by scripts/search/writeSearchIndex.ts), opened read-only.
 * A query is its words, all required but those that only make it a question ('how do I', 'my': terms.ts), each also finding the longer words it starts ('clear' finds Clearing House),
 * the words of the same English stem ('passports' finds Passport) and the site's words for it in the synonyms of
 * content/searchSynonyms.ts ('jobs' finds Careers; words said together for one thing, 'get in touch', find Contact as
 * one); when that finds nothing, each word the site does not have is replaced by the site's nearest word one typo away
 * ('clearng' → clearing; two for words of 8 letters or more), and when that still finds nothing, any of the words
 * will do.
 *
 * The index never changes while the server runs, so its words and each section's title and heading are read once,
 * into memory: SQLite is asked only which sections match and their bm25, and for the text of those shown, whose
 * snippets are written here.
 */
export class SearchIndex {
  private db: Sqlite.Database
  private candidates: Sqlite.Statement<[string], [number, number]>
  private bodyOf: Sqlite.Statement<[number], string>
  /** Every word of the index, sorted, so the words a half-typed one starts are neighbours. */
  private vocabulary: string[]
  /** How many sections each word is in: of two equally near corrections, the more used wins. */
  private sectionsWith: Map<string, number>
  /** The words one or two edits away from a misspelt one, found without comparing it with every word. */
  private spelling = new SymSpell({ maxDistance: 2, verbosity: 1 })
  /** The index's words by their stem: 'passport' → passport, passports. */
  private byStem = new Map<string, string[]>()
  /** A synonym's stem (a phrase's stems, space-separated) → the stems of the site's words for it: 'job' → career, role. */
  private synonyms: Map<string, string[]>
  /** The synonyms of several words ('get in touch'): a query holding one searches it as one term. */
  private synonymPhrases: QueryPhrase[]
  /** Words of the pages' own names: of two equally near corrections, one that names a page wins. */
  private nameWords = new Set<string>()
  private sections = new Map<number, SectionFacts>()

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true })
    // Nothing writes the index while the server runs (a build writes a new file and moves it into place): keep the
    // read lock from the first query on, instead of taking it, and checking for a journal, for every statement.
    this.db.pragma('locking_mode = EXCLUSIVE')
    // The first MAX_RANKED matches in the index's order (FTS5 returns them by rowid), each with its bm25; run() takes
    // the best. (A rowid bound in place of the LIMIT costs as much as ranking every match: FTS5 reads each list whole.)
    this.candidates = this.db
      .prepare<[string], [number, number]>(
        `SELECT rowid, bm25(sections, ${WEIGHTS}) FROM sections WHERE sections MATCH ? LIMIT ${MAX_RANKED}`,
      )
      .raw()
    this.bodyOf = this.db.prepare<[number], string>('SELECT body FROM sections WHERE rowid = ?').pluck()

    const counted = this.db.prepare<[], { word: string; sections: number }>('SELECT word, sections FROM words').all()
    this.sectionsWith = new Map(counted.map(({ word, sections }) => [word, sections]))
    this.vocabulary = counted.map(({ word }) => word).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    // Numbers are never misspelt into other numbers.
    for (const word of this.vocabulary) {
      if ([...word].length >= MIN_CORRECTED && !/^\d+$/.test(word)) this.spelling.add(word)
      const stem = stemOf(word)
      this.byStem.set(stem, [...(this.byStem.get(stem) ?? []), word])
    }
    const synonyms = this.db.prepare<[], { word: string; means: string }>('SELECT word, means FROM synonyms').all()
    this.synonyms = new Map(synonyms.map(({ word, means }) => [stemsOf(word), means.split(' ').map(stemOf)]))
    this.synonymPhrases = queryPhrases(synonyms.map(({ word }) => word.split(' ')))

    const rows = this.db.prepare<[], { rowid: number; url: string; title: string; names: string; heading: string }>(
      'SELECT rowid, url, title, names, heading FROM sections ORDER BY rowid',
    )
    // Every section of a page carries the same names: split once.
    const namesOf = new Map<string, string[][]>()
    const pages = new Set<string>()
    for (const { rowid, url, title, names, heading } of rows.iterate()) {
      if (!namesOf.has(names)) namesOf.set(names, names.split('\n').map(words))
      const page = url.split('#')[0]!
      this.sections.set(rowid, {
        url,
        title,
        heading,
        names: namesOf.get(names)!,
        headingWords: words(heading),
        opening: !pages.has(page),
      })
      pages.add(page)
    }
    // The names given for the visitors a page is made for ('Carriers') are not its own: 'carrers' is Careers.
    const audiences = new Set(this.db.prepare<[], string>('SELECT name FROM audiences').pluck().all())
    for (const names of namesOf.keys())
      for (const name of names.split('\n')) if (!audiences.has(name)) for (const w of words(name)) this.nameWords.add(w)
  }

  /** Answers by query words and limit: the index never changes while the server runs, and visitors ask alike. */
  private cache = new Map<string, SearchAnswer>()
  /** Sections' texts split into words, for their snippets: each split once, the oldest let go past TEXTS_KEPT. */
  private texts = new Map<number, Tokenized>()

  search(query: string, limit = DEFAULT_LIMIT): SearchAnswer {
    const { terms, asking } = queryTerms(query, this.synonymPhrases)
    if (terms.length === 0) return { results: [], total: 0 }
    const n = Math.min(Math.max(1, Math.trunc(limit) || DEFAULT_LIMIT), MAX_LIMIT)
    const key = `${n} ${terms.join(' ')} / ${asking.join(' ')}`
    const cached = this.cache.get(key)
    if (cached) return cached
    const answer = this.answer(terms, new Set(asking), n)
    // Oldest first out, once full: a Map keeps insertion order.
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!)
    this.cache.set(key, answer)
    return answer
  }

  /** A section's text, split into words. */
  private textOf(rowid: number): Tokenized {
    let text = this.texts.get(rowid)
    if (!text) {
      text = tokenize(this.bodyOf.get(rowid) ?? '')
      if (this.texts.size >= TEXTS_KEPT) this.texts.delete(this.texts.keys().next().value!)
      this.texts.set(rowid, text)
    }
    return text
  }

  private answer(terms: string[], asking: Set<string>, n: number): SearchAnswer {
    const phrases = terms.map((t) => this.phrases(t))
    if (phrases.every(Boolean)) {
      const found = this.run(phrases as Phrase[][], 'AND', asking, n)
      if (found.total > 0) return found
    }
    const corrected = terms.map((t, i) => (phrases[i] ? t : (this.nearestWord(t) ?? t)))
    const changed = corrected.some((t, i) => t !== terms[i])
    // Two words corrected to one ('tower towr') are searched for once.
    const searched = [...new Set(corrected)]
    const known = searched.map((t) => this.phrases(t)).filter((p) => p !== undefined)
    let found: SearchAnswer = { results: [], total: 0 }
    if (changed && known.length === searched.length) {
      found = this.run(known, 'AND', asking, n)
      if (found.total > 0) return { ...found, correctedQuery: corrected.join(' ') }
    }
    if (terms.length > 1 && known.length > 0) found = this.run(known, 'OR', asking, n)
    return changed && found.total > 0 ? { ...found, correctedQuery: corrected.join(' ') } : found
  }

  /** The index's words that start with `term`, in order. */
  private expand(term: string): string[] {
    const v = this.vocabulary
    let lo = 0
    let hi = v.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (v[mid]! < term) lo = mid + 1
      else hi = mid
    }
    const found: string[] = []
    for (let i = lo; i < v.length && v[i]!.startsWith(term); i++) found.push(v[i]!)
    return found
  }

  /**
   * A query word as FTS5 phrases: the word and every longer word it starts, named one by one, or FTS5's prefix phrase
   * where that is a lookup in its prefix index (up to 4 letters) or the words are too many to name (FTS5 reads a
   * longer prefix phrase by merging the lists of all its words again for every section it looks at); then the index's
   * words of the same stem, and of the stems of the site's words for it where it is a synonym. A synonym of several
   * words ('get in touch', one term: terms.ts) is the site's words for it alone.
   * `undefined` when the index has no such word.
   */
  private phrases(term: string): Phrase[] | undefined {
    const several = term.includes(' ')
    const found = several ? [] : this.expand(term)
    const phrases: Phrase[] =
      found.length > 1 && ([...term].length <= PREFIX_INDEXED || found.length > MAX_EXPANSIONS)
        ? [{ word: term, prefix: true }]
        : found.map((word) => ({ word, prefix: false }))
    const stem = stemsOf(term)
    for (const s of [...(several ? [] : [stem]), ...(this.synonyms.get(stem) ?? [])])
      for (const word of this.byStem.get(s) ?? [])
        if (!phrases.some((p) => phraseMatches(p, word))) phrases.push({ word, prefix: false })
    return phrases.length > 0 ? phrases : undefined
  }

  /**
   * The site's word nearest to a misspelt one: one edit away (two for words of 8 letters or more); of equally near
   * words, one in a page's name first ('carrers' → careers, not carriers: a visitor types a page's name more often
   * than any other word), then the most used.
   */
  nearestWord(term: string): string | undefined {
    const length = [...term].length
    if (length < MIN_CORRECTED) return undefined
    const max = length >= 8 ? 2 : 1
    let best: { word: string; named: boolean; sections: number } | undefined
    // verbosity 1: the words at the smallest distance found, all of them.
    for (const { term: word, distance } of this.spelling.search(term)) {
      if (distance > max) continue
      const named = this.nameWords.has(word)
      const sections = this.sectionsWith.get(word) ?? 0
      if (!best || (named && !best.named) || (named === best.named && sections > best.sections))
        best = { word, named, sections }
    }
    return best?.word
  }

  close() {
    this.db.close()
  }

  /**
   * The matching sections, best first. When any of the query's words will do (`OR`: no section holds them all), those
   * that hold more of them come first: for 'data protection officer' the privacy policy, which says 'data' and
   * 'protection', before a video named 'Data Sharing'. Then those whose page has a name (its title, breadcrumb or a
   * menu's label for it) that holds more of the query's words, then whose heading holds more of the others, then the
   * shorter such name, then the page's opening section before its others, then the section whose heading holds more
   * of the query's words, then more of the question's (`asking`: 'how it works' puts the section headed so before 'Why
   * work with us'), then bm25. So a query that names a page opens the list with that page ('contact us'), and one that
   * names a page and a section of it with that section ('privacy cookies').
   * Every section of a page carries its names, which makes their words common in the index and bm25 alone would rank
   * a short section of the page above the page itself.
   */
  private run(phrases: Phrase[][], join: 'AND' | 'OR', asking: Set<string>, limit: number): SearchAnswer {
    const expression = phrases.map(fts5Expression).join(` ${join} `)
    // Which of the query's words (bit i: the i-th, as its phrases) a word of the index is, and these words hold: each
    // word and each list (a page's names are the same lists on all its sections) looked at once.
    const wordHits = new Map<string, number>()
    const hitsOfWord = (w: string) => {
      let hit = wordHits.get(w)
      if (hit === undefined) {
        hit = phrases.reduce((bits, ps, i) => (ps.some((p) => phraseMatches(p, w)) ? bits | (1 << i) : bits), 0)
        wordHits.set(w, hit)
      }
      return hit
    }
    const listHits = new Map<string[], number>()
    const hits = (ws: string[]) => {
      let hit = listHits.get(ws)
      if (hit === undefined) listHits.set(ws, (hit = ws.reduce((bits, w) => bits | hitsOfWord(w), 0)))
      return hit
    }
    const candidates = this.candidates.all(expression)
    const rows = candidates
      .sort((a, b) => a[1] - b[1])
      .slice(0, limit * 4)
      .map(([rowid, score]) => {
        const section = this.sections.get(rowid)!
        // The page's name that holds the most of the query's words, the shortest of those.
        let named = 0
        let length = 0
        for (const name of section.names) {
          const hit = hits(name)
          const more = bitCount(hit) - bitCount(named)
          if (more > 0 || (hit && more === 0 && name.length < length)) [named, length] = [hit, name.length]
        }
        const inHeading = hits(section.headingWords)
        const rank = bitCount(named) * 2 + bitCount(inHeading & ~named)
        // Of the words a section's text holds too, only where some may be missing: with all required, every one has all.
        const held =
          join === 'OR'
            ? bitCount(named | inHeading | wordsOf(this.textOf(rowid)).reduce((bits, w) => bits | hitsOfWord(w), 0))
            : 0
        const asked = section.headingWords.filter((w) => asking.has(w)).length
        return { rowid, section, score, rank, held, asked, length, inHeading: bitCount(inHeading) }
      })
      // Equal hits: the shorter name is the closer match ('Clearing House' before 'Data Sharing Across the Clearing
      // House'); then a page's opening section, then its sections headed by the query's words ('passport': the page,
      // then 'Scope of a passport').
      .sort(
        (a, b) =>
          b.held - a.held ||
          b.rank - a.rank ||
          a.length - b.length ||
          Number(b.section.opening) - Number(a.section.opening) ||
          b.inHeading - a.inHeading ||
          b.asked - a.asked ||
          a.score - b.score,
      )
    const onePage = (rowid: number) => this.sections.get(rowid)!.url.split('#')[0]!
    const perPage = new Map<string, number>()
    const shown: typeof rows = []
    for (const row of rows) {
      const page = onePage(row.rowid)
      const seen = perPage.get(page) ?? 0
      // Two sections with no anchor of their own lead to the same place: one result.
      if (seen >= PER_PAGE || shown.some((s) => s.section.url === row.section.url)) continue
      perPage.set(page, seen + 1)
      shown.push(row)
      if (shown.length === limit) break
    }
    // Every candidate a longer list would show (PER_PAGE of each page): a count in memory, no second query.
    const counted = new Map<string, number>()
    for (const [rowid] of candidates) {
      const page = onePage(rowid)
      counted.set(page, (counted.get(page) ?? 0) + 1)
    }
    let total = 0
    for (const sections of counted.values()) total += Math.min(sections, PER_PAGE)
    const results = shown.map(({ rowid, section }) => ({
      title: section.title,
      // A page's opening section is headed by its h1, which is often the page's title itself: shown once, as the title.
      heading: section.heading === section.title ? '' : section.heading,
      url: section.url,
      // Snippets for the sections shown only.
      snippet: snippet(this.textOf(rowid), phrases.flat(), SNIPPET_TOKENS),
    }))
    return { results, total }
  }
}

/** The stem of a word, or of each word of a phrase, space-separated. */
const stemsOf = (words: string) => words.split(' ').map(stemOf).join(' ')

/** How many bits of a query's word mask are set (a query has at most 8 words). */
function bitCount(bits: number) {
  let n = 0
  for (; bits; bits &= bits - 1) n++
  return n
}

/** A query word's phrases as one FTS5 expression: `"clearing"`, `"cl"*`, or `("carrier" OR "carriers")`. */
function fts5Expression(phrases: Phrase[]) {
  return phrases.length === 1 ? fts5Phrase(phrases[0]!) : `(${phrases.map(fts5Phrase).join(' OR ')})`
}
