// The blog's compiled articles kept between builds (compileBlog.ts), in node_modules/.cache/ethereal-articles
// (scripts/lib/buildCache.ts): a rebuild compiles only the articles whose text changed, or all of them when the
// compiler did. An article is kept under a hash of its file's name and text and of the compiler: the code that compiles
// it (compileArticle.ts and every file of ours it imports, read from disk) and the packages it uses (package-lock.json).
// An article that shows images is also kept with each image's hash and encoded files: a changed or missing image
// compiles it again. An article that does not compile is never kept, so its error is as clear on every build.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ArticleModule } from '../../content/collection'
import { writeCacheFile } from '../lib/buildCache'

/** What compiling one article gives, as the cache keeps it. */
export type CompiledArticle = {
  entry: ArticleModule
  code: string
  /** The images it shows: each source's path (from the project root) and hash, and the encoded files made of it. */
  images: { source: string; hash: string; files: string[] }[]
}

const COMPILER = fileURLToPath(new URL('./compileArticle.ts', import.meta.url))
const PROJECT = fileURLToPath(new URL('../../', import.meta.url))

/** Our source files `file` imports, itself included, at any depth (relative imports: packages are the lockfile's). */
export function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const text = fs.readFileSync(file, 'utf8')
  for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), spec!)
    const found = [base, `${base}.ts`, `${base}.tsx`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile())
    if (found) importClosure(found, seen)
  }
  return seen
}

let compiler: string | undefined
/** The hash of everything that makes an article's code, other than the article. */
function compilerHash(): string {
  if (compiler) return compiler
  const hash = createHash('sha256')
  const files = [...importClosure(COMPILER)].sort()
  for (const file of [...files, path.join(PROJECT, 'package-lock.json')])
    hash
      .update(`${path.relative(PROJECT, file)}\0`)
      .update(fs.readFileSync(file))
      .update('\0')
  return (compiler = hash.digest('hex'))
}

/** Writes an article's code where pre-rendering reads it (outDir/x.js for content/blog/x.mdx). */
export const writeArticle = ({ entry, code }: CompiledArticle, outDir: string) =>
  fs.writeFileSync(path.join(outDir, `${path.basename(entry.file, '.mdx')}.js`), code)

export const sourceHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** The compiled articles kept in `dir` (compileBlog.ts: buildCacheDir('ethereal-articles')), of the project at `root`. */
export function articleCache(root: string, dir: string) {
  const keyOf = (file: string, text: Buffer) =>
    createHash('sha256').update(`${compilerHash()}\0${file}\0`).update(text).digest('hex').slice(0, 32)
  return {
    /**
     * `file`'s compiled article (`content/blog/x.mdx`, text as read), when kept and its images are as they were; none
     * when the kept file cannot be read (cut short by a full disk, say): the article is compiled again.
     */
    read(file: string, text: Buffer): CompiledArticle | undefined {
      const kept = path.join(dir, `${keyOf(file, text)}.json`)
      if (!fs.existsSync(kept)) return undefined
      let article: CompiledArticle
      try {
        article = JSON.parse(fs.readFileSync(kept, 'utf8')) as CompiledArticle
      } catch {
        return undefined
      }
      const unchanged = article.images.every(
        ({ source, hash, files }) =>
          fs.existsSync(path.join(root, source)) &&
          sourceHash(fs.readFileSync(path.join(root, source))) === hash &&
          files.every((f) => fs.existsSync(f)),
      )
      return unchanged ? article : undefined
    },
    /**
     * Keeps a compiled article (writeCacheFile: two builds at once never read half of it).
     * A cache that cannot be written (a full disk, a read-only folder) slows the next build, and fails none: the build
     * says so once.
     */
    write(file: string, text: Buffer, article: CompiledArticle) {
      try {
        fs.mkdirSync(dir, { recursive: true })
        writeCacheFile(path.join(dir, `${keyOf(file, text)}.json`), JSON.stringify(article))
      } catch (error) {
        if (!warned)
          console.warn(`blog: compiled articles are not kept for the next build (${(error as Error).message})`)
        warned = true
      }
    },
  }
}

let warned = false
