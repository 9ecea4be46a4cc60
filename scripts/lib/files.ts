import fs from 'node:fs'
import path from 'node:path'

/** The blog's articles, `content/blog/x.mdx` from `root`, in order. */
export function blogFiles(root: string): string[] {
  const blog = path.join(root, 'content/blog')
  return fs.existsSync(blog)
    ? fs
        .readdirSync(blog)
        .filter((f) => f.endsWith('.mdx'))
        .sort()
        .map((f) => `content/blog/${f}`)
    : []
}

/**
 * Every file below `dir` (at any depth) whose name ends with `suffix`, as full paths; none when `dir` is missing. The
 * directory entries say which are files: no file is looked at twice (at 10,000 articles a stat of each of dist/client's
 * ~80,000 entries took a second, in each of the build's steps that walk it).
 */
export function filesUnder(dir: string, suffix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * The address a file of `clientDir` (dist/client) is served at: blog/x/index.html → /blog/x, index.html → /,
 * 404.html → /404.html. The one way the build's steps name a page (search index, link check, routes).
 */
export function pageAddress(clientDir: string, file: string) {
  const rel = path.relative(clientDir, file).split(path.sep).join('/')
  return `/${rel.replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, '') || '/'
}

/**
 * Writes `data` as a new file at `file`, unlinking what was there: a file the build linked from its cache (a share
 * card, what was made of a page: linkOrCopy) is replaced, never written into, so the kept file stays as it was made.
 */
export function writeNewFile(file: string, data: string | Uint8Array) {
  fs.rmSync(file, { force: true })
  fs.writeFileSync(file, data)
}

/**
 * `to` as a hard link to `from`: the same bytes with nothing copied (copying 10,000 share cards took 6 s); a copy where
 * the two are on different disks. What was at `to` is replaced. A build cache never changes a file in place
 * (writeCacheFile renames a new one over it; the build writes with writeNewFile), so the linked file stays as it was.
 */
export function linkOrCopy(from: string, to: string) {
  fs.rmSync(to, { force: true })
  try {
    fs.linkSync(from, to)
  } catch {
    fs.copyFileSync(from, to)
  }
}
