// The brotli and gzip copies of the build's files, which the server sends as they are (@fastify/static preCompressed).
import fs from 'node:fs'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { writeNewFile } from './files'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Brotli quality 11 costs ~60 ms of CPU per 50 KB page, quality 6 about 1.5 ms for a file ~10 % bigger (measured on a
 * blog page: 9.0 KB vs 10.0 KB; gzip -9 gives 10.9 KB), quality 5 half of 6's time for 0.5 % more (200 articles of a
 * 10,000-article blog, 57 KB each: 1.1 against 2.1 ms, 10,130 against 10,078 bytes). Scripts, styles and small sites
 * get 11; a site whose blog has more than MANY_ARTICLES articles compresses its HTML at 5, which otherwise took a
 * minute of CPU. Such a blog also has its text twins made alone (scripts/build.ts).
 *
 * Every step decides by the number of articles (blogFiles), which each knows before a page is rendered: the thread
 * that compresses pages while pre-rendering (scripts/pageWorker.ts) and the steps after it must compress alike (they
 * did not when one counted articles and the others pages: a blog of 260 articles and 314 pages got both qualities).
 * BUILD_MANY_ARTICLES sets another (scripts/prerender.test.ts builds a blog of a few hundred the way a large one is).
 */
export const MANY_ARTICLES = Number(process.env.BUILD_MANY_ARTICLES) || 300

/** The brotli quality of a site's HTML, by its blog's articles. */
export const htmlQuality = (articles: number) => (articles > MANY_ARTICLES ? 5 : 11)

/** Brotli quality of the text twins: a large blog gets 5 (the twins are small; 11 costs more than it saves there). */
export const twinQuality = (articles: number) => (articles > MANY_ARTICLES ? 5 : 11)

/**
 * A file bigger than this is compressed like the HTML: /llms-full.txt, every page's text in one file, is 30 MB at
 * 10,000 articles, and quality 11 took 50 s of the build on it.
 */
const LARGE_FILE = 1024 * 1024

/** The brotli quality of one file of a build whose HTML is compressed at `html`. */
const fileQuality = (file: string, bytes: number, html: number) =>
  file.endsWith('.html') || bytes > LARGE_FILE ? html : 11

/**
 * Writes `file.br` and `file.gz` beside a file (on zlib's threads), each only where it is smaller than the file: small
 * files too (a 500-byte shared chunk is 330 bytes as brotli).
 */
export async function writeCompressedCopies(file: string, quality: number, body = fs.readFileSync(file)) {
  const params = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  }
  const [br, gz] = await Promise.all([brotli(body, { params }), gzip(body, { level: 9 })])
  if (br.length < body.length) writeNewFile(`${file}.br`, br)
  if (gz.length < body.length) writeNewFile(`${file}.gz`, gz)
}

/** The copies of a file of dist/client as postbuild.ts makes them, in a site whose blog has `articles` articles. */
export const compressAsBuilt = (file: string, articles: number, body = fs.readFileSync(file)) =>
  writeCompressedCopies(file, fileQuality(file, body.length, htmlQuality(articles)), body)

/**
 * True when the file's brotli copy was written after the file, by the step that wrote it: a page of a large blog, while
 * pre-rendering (scripts/pageWorker.ts), or llms-full.txt (scripts/text/writeTextTwins.ts).
 */
export function hasCompressedCopies(file: string) {
  const br = fs.statSync(`${file}.br`, { throwIfNoEntry: false })
  return br !== undefined && br.mtimeMs >= fs.statSync(file).mtimeMs
}
