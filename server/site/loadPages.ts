import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export type Encoding = 'br' | 'gzip' | 'identity'
type Variant = { body: Buffer; etag: string }
/** One pre-rendered HTML file, held in memory in every encoding. */
export type Page = { file: string; html: string } & Record<Encoding, Variant>

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(full)
    else if (entry.name.endsWith('.html')) yield full
  }
}

/** The build's .br/.gz beside the file when present (written by scripts/postbuild.ts), else compressed now. */
function compressed(file: string, raw: Buffer, ext: '.br' | '.gz') {
  if (fs.existsSync(file + ext) && fs.statSync(file + ext).mtimeMs >= fs.statSync(file).mtimeMs)
    return fs.readFileSync(file + ext)
  return ext === '.br'
    ? zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : zlib.gzipSync(raw, { level: 9 })
}

/** One file held in memory in every encoding (the .br/.gz of the build when present). */
export function loadFile(root: string, file: string): Page {
  const raw = fs.readFileSync(file)
  const hash = crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 22)
  return {
    file: path.relative(root, file),
    html: raw.toString('utf8'),
    identity: { body: raw, etag: `"${hash}"` },
    br: { body: compressed(file, raw, '.br'), etag: `"${hash}-br"` },
    gzip: { body: compressed(file, raw, '.gz'), etag: `"${hash}-gz"` },
  }
}

/**
 * Every pre-rendered HTML file under `root`, keyed by its path relative to root ('index.html', 'about/index.html', '404.html').
 * Loaded and compressed once, when the server starts.
 */
export function loadPages(root: string) {
  const pages = new Map<string, Page>()
  for (const file of htmlFiles(root)) {
    const page = loadFile(root, file)
    pages.set(page.file.split(path.sep).join('/'), page)
  }
  return pages
}
