import fs from 'node:fs'
import path from 'node:path'
import { variantsOf, type Variants } from './encodings'

/** One pre-rendered file, held in memory in every encoding. */
export type Page = { file: string; html: string } & Variants

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(full)
    else if (entry.name.endsWith('.html')) yield full
  }
}

/** The build's .br or .gz beside the file when present and not older (written by scripts/postbuild.ts). */
function builtCopy(file: string, ext: '.br' | '.gz') {
  if (fs.existsSync(file + ext) && fs.statSync(file + ext).mtimeMs >= fs.statSync(file).mtimeMs)
    return fs.readFileSync(file + ext)
}

/** One file held in memory in every encoding (the .br/.gz of the build when present, else compressed now). */
export function loadFile(root: string, file: string): Page {
  const raw = fs.readFileSync(file)
  return {
    file: path.relative(root, file),
    html: raw.toString('utf8'),
    ...variantsOf(raw, { br: builtCopy(file, '.br'), gzip: builtCopy(file, '.gz') }),
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
