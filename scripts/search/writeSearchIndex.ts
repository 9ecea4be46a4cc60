import fs from 'node:fs'
import path from 'node:path'
import Database from '../../server/sqlite'
import { words } from '../../server/search/terms'
import { extractPage, type IndexedPage } from './extractSections'
import { findAllPages, isNotFoundRoute } from '../audit/routes'

/** The search index's tables (read by server/search/SearchIndex.ts). */
const SCHEMA = `
  -- One row per section. bm25 weighs the columns (title, heading, body); url is stored, not searched.
  -- prefix: index 2- to 4-letter prefixes, so a term typed half-way ('clear*') is a fast lookup.
  CREATE VIRTUAL TABLE sections USING fts5(
    title, heading, body, url UNINDEXED,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
  );
  -- Every word of the site with the number of sections it is in, split into trigrams: a misspelt query word is
  -- looked up by the trigrams it shares with real words, then checked by edit distance.
  CREATE VIRTUAL TABLE word_trigrams USING fts5(word, sections UNINDEXED, tokenize = 'trigram');
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`

/** dist/client/blog/x/index.html → /blog/x; index.html → / */
export function urlOf(clientDir: string, file: string) {
  const rel = path.relative(clientDir, file).split(path.sep).join('/')
  return `/${rel.replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, '') || '/'
}

/** Every pre-rendered page (dist/client/**\/index.html). Error pages (404.html, /<section>/404) are left out. */
export function pageFiles(clientDir: string): string[] {
  return findAllPages(clientDir)
    .filter((route) => !isNotFoundRoute(route))
    .map((route) => path.join(clientDir, route, 'index.html'))
    .sort()
}

/** Writes the pages' sections into a new SQLite file at `dbFile` (written beside it, then moved into place). */
export function writeSearchIndex(pages: IndexedPage[], dbFile: string) {
  const tmp = `${dbFile}.tmp`
  fs.rmSync(tmp, { force: true })
  const db = new Database(tmp)
  db.pragma('journal_mode = OFF')
  db.pragma('synchronous = OFF')
  db.exec(SCHEMA)
  const insert = db.prepare('INSERT INTO sections (title, heading, body, url) VALUES (?, ?, ?, ?)')
  const insertWord = db.prepare('INSERT INTO word_trigrams (word, sections) VALUES (?, ?)')
  const counts = new Map<string, number>()
  let sections = 0
  db.transaction(() => {
    for (const page of pages) {
      for (const s of page.sections) {
        insert.run(page.title, s.heading, s.text, s.anchor ? `${page.url}#${s.anchor}` : page.url)
        sections++
        for (const w of new Set(words(`${page.title} ${s.heading} ${s.text}`))) counts.set(w, (counts.get(w) ?? 0) + 1)
      }
    }
    // Words of 3 letters or fewer have no trigram to look them up by; numbers are never misspelt into other numbers.
    for (const [w, n] of counts) if ([...w].length > 3 && !/^\d+$/.test(w)) insertWord.run(w, n)
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('pages', String(pages.length))
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('builtAt', new Date().toISOString())
  })()
  db.exec(
    "INSERT INTO sections (sections) VALUES ('optimize'); INSERT INTO word_trigrams (word_trigrams) VALUES ('optimize')",
  )
  db.exec('VACUUM')
  db.close()
  fs.renameSync(tmp, dbFile)
  return { pages: pages.length, sections, words: counts.size }
}

/** Indexes every page of a build: `dist/client` in, `dist/search.db` out. `skipped`: pages opted out or shown twice. */
export function indexBuild(distDir: string, siteName: string) {
  const clientDir = path.join(distDir, 'client')
  const pages: IndexedPage[] = []
  // A page shown at two URLs (an About alias such as /about/web3hub) is found once, at the first.
  const seen = new Set<string>()
  let skipped = 0
  for (const file of pageFiles(clientDir)) {
    const page = extractPage(fs.readFileSync(file, 'utf8'), urlOf(clientDir, file), siteName)
    const key = page && JSON.stringify([page.title, page.sections])
    if (page && !seen.has(key!)) pages.push(page)
    else skipped++
    if (key) seen.add(key)
  }
  return { ...writeSearchIndex(pages, path.join(distDir, 'search.db')), skipped }
}
