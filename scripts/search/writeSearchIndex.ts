import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from '../../server/sqlite'
import { stemOf, words } from '../../server/search/terms'
import { readPagesOf, type IndexedPage, type PagesJob } from './extractSections'
import { findAllPages, isNotFoundRoute } from '../audit/routes'
import { buildCacheDir } from '../lib/buildCache'
import { threadPool } from '../lib/tsWorker'

/** The search index's tables (read by server/search/SearchIndex.ts). */
const SCHEMA = `
  -- One row per section. bm25 weighs the columns (names, heading, body); title and url are stored, not searched.
  -- names: the page's title and its other names, one a line, on every section of the page.
  -- prefix: index 2- to 4-letter prefixes, so a term typed half-way ('clear*') is a fast lookup.
  CREATE VIRTUAL TABLE sections USING fts5(
    names, heading, body, title UNINDEXED, url UNINDEXED,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
  );
  -- Every word of the index with the number of sections it is in, as FTS5 itself split the text: the server keeps
  -- them in memory to expand a half-typed word, to find the words of the same stem, and to correct a misspelt one.
  CREATE TABLE words (word TEXT PRIMARY KEY, sections INTEGER NOT NULL) WITHOUT ROWID;
  -- content/searchSynonyms.ts: a word visitors use (or words they say together), and the site's words for it
  -- (space-separated).
  CREATE TABLE synonyms (word TEXT PRIMARY KEY, means TEXT NOT NULL) WITHOUT ROWID;
  -- content/searchAudiences.ts: the names given to pages for the visitors they are made for ('Freight forwarders').
  -- They are among the names of their pages' sections, and ranked so; they are not the pages' own names, which a
  -- misspelt word is taken for first.
  CREATE TABLE audiences (name TEXT PRIMARY KEY) WITHOUT ROWID;
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`

/** A word visitors use, and the words the site uses for it (content/searchSynonyms.ts). */
type Synonym = { word: string; means: readonly string[] }
/** Who visitors say they are, and the page or section (path#anchor) made for them (content/searchAudiences.ts). */
type Audience = { page: string; who: readonly string[] }

/** Every pre-rendered page (dist/client/**\/index.html). Error pages (404.html, /<section>/404) are left out. */
export function pageFiles(clientDir: string): string[] {
  return findAllPages(clientDir)
    .filter((route) => !isNotFoundRoute(route))
    .map((route) => path.join(clientDir, route, 'index.html'))
    .sort()
}

/**
 * Writes the pages' sections and the synonyms into a new SQLite file at `dbFile` (written beside it, then moved into
 * place), one page at a time: a build of 10,000 articles never holds their text at once. `unknownSynonyms`: the
 * synonyms' words that no page has (in any form of their stem), which would find nothing; `unknownAudiences`: the
 * audiences whose page or section is not in the index.
 */
export function writeSearchIndex(
  pages: Iterable<IndexedPage>,
  dbFile: string,
  synonyms: readonly Synonym[] = [],
  audiences: readonly Audience[] = [],
) {
  const index = searchIndexWriter(dbFile, audiences)
  for (const page of pages) index.add(page)
  return index.finish(synonyms)
}

/**
 * A new search index at `dbFile`, given a page at a time (`add`), then the synonyms (`finish`, which moves it into
 * place). An audience's names are names of its page, on every section, or of its section alone (`page#anchor`).
 *
 * Sections are written in the order the server ranks by when a query matches more sections than it ranks
 * (server/search/SearchIndex.ts): the site's own pages first, as found, then dated articles, newest first. They wait
 * in a temporary table (on disk) until every page is read, then go into the index in that order.
 */
function searchIndexWriter(dbFile: string, audiences: readonly Audience[]) {
  const audienceOf = new Map<string, string[]>()
  for (const { page, who } of audiences) audienceOf.set(page, [...(audienceOf.get(page) ?? []), ...who])
  const named = new Set<string>()
  const audience = (url: string) => {
    const who = audienceOf.get(url)
    if (who) named.add(url)
    return who ?? []
  }
  const tmp = `${dbFile}.tmp`
  fs.rmSync(tmp, { force: true })
  const db = new Database(tmp)
  db.pragma('journal_mode = OFF')
  db.pragma('synchronous = OFF')
  db.exec(SCHEMA)
  db.exec('CREATE TEMP TABLE found (published TEXT, names TEXT, heading TEXT, body TEXT, title TEXT, url TEXT)')
  const found = db.prepare('INSERT INTO found (published, names, heading, body, title, url) VALUES (?, ?, ?, ?, ?, ?)')
  let count = 0
  let sections = 0
  // One transaction for the whole (the pages may come in over several turns of the event loop).
  db.exec('BEGIN')
  return {
    add(page: IndexedPage) {
      const pageNames = [page.title, ...page.names, ...audience(page.url)]
      for (const s of page.sections) {
        const url = s.anchor ? `${page.url}#${s.anchor}` : page.url
        const names = [...pageNames, ...(s.anchor ? audience(url) : [])].join('\n')
        found.run(page.published ?? null, names, s.heading, s.text, page.title, url)
        sections++
      }
      count++
    },
    finish(synonyms: readonly Synonym[]) {
      // An undated page sorts before every date ('~' after every digit); pages of one date keep the order found.
      db.exec(`INSERT INTO sections (names, heading, body, title, url)
        SELECT names, heading, body, title, url FROM found ORDER BY coalesce(published, '~') DESC, rowid`)
      db.exec('DROP TABLE found')
      const audience = db.prepare('INSERT OR IGNORE INTO audiences (name) VALUES (?)')
      for (const { who } of audiences) for (const name of who) audience.run(name)
      const synonym = db.prepare('INSERT INTO synonyms (word, means) VALUES (?, ?)')
      for (const { word, means } of synonyms) synonym.run(words(word).join(' '), means.flatMap(words).join(' '))
      db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('pages', String(count))
      db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('builtAt', new Date().toISOString())
      db.exec('COMMIT')
      db.exec(`
        INSERT INTO sections (sections) VALUES ('optimize');
        CREATE VIRTUAL TABLE temp.vocabulary USING fts5vocab(main, sections, 'row');
        INSERT INTO words (word, sections) SELECT term, doc FROM temp.vocabulary;
      `)
      const vocabulary = db.prepare<[], string>('SELECT word FROM words').pluck().all()
      const stems = new Set(vocabulary.map(stemOf))
      const unknownSynonyms = synonyms.flatMap(({ word, means }, i) =>
        means
          .filter((m) => !words(m).every((w) => stems.has(stemOf(w))))
          .map((m) => ({ entry: i + 1, word, unknown: m })),
      )
      db.exec('VACUUM')
      db.close()
      fs.renameSync(tmp, dbFile)
      const unknownAudiences = audiences.flatMap(({ page }, i) => (named.has(page) ? [] : [{ entry: i + 1, page }]))
      return { pages: count, sections, words: vocabulary.length, unknownSynonyms, unknownAudiences }
    },
  }
}

/** Pages a thread is sent at a time; a site with fewer than two of these reads its pages in this thread. */
const PAGES_PER_JOB = 100

/**
 * The pages of `files`, read in their order: on every core for a large site (reading the HTML is most of the index's
 * work: 10 of 15 s at 10,000 articles), with a few jobs at a time in hand, so that the pages wait in no queue; in this
 * thread for a small one. `undefined` for a page that opts out or has no `<main>` (extractPage).
 */
async function* readPages(job: PagesJob) {
  const threads = Math.min(os.availableParallelism(), 4)
  if (job.files.length < 2 * PAGES_PER_JOB || threads < 2) return yield* readPagesOf(job)
  const pool = threadPool<PagesJob, (IndexedPage | undefined)[]>(new URL('./pagesWorker.ts', import.meta.url), threads)
  const inHand: Promise<(IndexedPage | undefined)[]>[] = []
  let next = 0
  const send = () => {
    if (next >= job.files.length) return
    const answer = pool.run({ ...job, files: job.files.slice(next, (next += PAGES_PER_JOB)) })
    answer.catch(() => {}) // awaited in its turn below; a failure stops the index there
    inHand.push(answer)
  }
  try {
    for (let i = 0; i < 2 * threads; i++) send()
    while (inHand.length) {
      const pages = await inHand.shift()!
      send()
      yield* pages
    }
  } finally {
    await pool.close()
  }
}

/**
 * Indexes every page of a build with the synonyms: `dist/client` in, `dist/search.db` out. Each page is also named by
 * the menus' labels for it (`menuNames`) and by the visitors it is made for (`audiences`). `skipped`: pages opted out
 * or shown twice.
 */
export async function indexBuild(
  distDir: string,
  siteName: string,
  {
    synonyms = [],
    audiences = [],
    menuNames = new Map<string, string[]>(),
    cacheDir = buildCacheDir('ethereal-search'),
  }: {
    synonyms?: readonly Synonym[]
    audiences?: readonly Audience[]
    menuNames?: Map<string, string[]>
    cacheDir?: string
  } = {},
) {
  const clientDir = path.join(distDir, 'client')
  const index = searchIndexWriter(path.join(distDir, 'search.db'), audiences)
  // A page shown at two URLs (an About alias such as /about/web3hub) is found once, at the first: pages are told
  // apart by a hash of their text, not the text itself.
  const seen = new Set<string>()
  let skipped = 0
  const files = pageFiles(clientDir)
  for await (const page of readPages({
    clientDir,
    files,
    siteName,
    menuNames: Object.fromEntries(menuNames),
    cacheDir,
  })) {
    const key =
      page &&
      createHash('sha256')
        .update(JSON.stringify([page.title, page.sections]))
        .digest('base64')
    if (page && !seen.has(key!)) index.add(page)
    else skipped++
    if (key) seen.add(key)
  }
  return { ...index.finish(synonyms), skipped }
}
