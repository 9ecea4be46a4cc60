// The blog's compiled articles kept between builds (compileBlog.ts), in node_modules/.cache/ethereal-articles
// (scripts/lib/buildCache.ts): a rebuild compiles only the articles whose text changed, or all of them when the
// compiler did. An article is kept under a hash of its file's name and text and of the compiler: the code that compiles
// it (compileArticle.ts and every file of ours it imports, read from disk) and the packages it uses (package-lock.json).
// An article that shows images is also kept with each image's hash and encoded files: a changed or missing image
// compiles it again. An article that does not compile is never kept, so its error is as clear on every build.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { ArticleModule } from '../../content/mdxModule'
import { codeHash, keepInCache, readKept, touchCacheEntry } from '../lib/buildCache'

/** What compiling one article gives, as the cache keeps it. */
export type CompiledArticle = {
  entry: ArticleModule
  code: string
  /** The images it shows: each source's path (from the project root) and hash, and the encoded files made of it. */
  images: { source: string; hash: string; files: string[] }[]
}

/** The code that compiles an article (itself and what it imports). */
const COMPILER = new URL('./compileArticle.ts', import.meta.url)

/** Writes an article's code where pre-rendering reads it (outDir/x.js for content/blog/x.mdx). */
export const writeArticle = ({ entry, code }: CompiledArticle, outDir: string) =>
  fs.writeFileSync(path.join(outDir, `${path.basename(entry.file, '.mdx')}.js`), code)

export const sourceHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** The compiled articles kept in `dir` (compileBlog.ts: buildCacheDir('ethereal-articles')), of the project at `root`. */
export function articleCache(root: string, dir: string) {
  const keyOf = (file: string, text: Buffer) =>
    createHash('sha256')
      .update(`${codeHash(COMPILER)}\0${file}\0`)
      .update(text)
      .digest('hex')
      .slice(0, 32)
  return {
    /**
     * `file`'s compiled article (`content/blog/x.mdx`, text as read), when kept and its images are as they were; none
     * when the kept file cannot be read (cut short by a full disk, say): the article is compiled again.
     */
    read(file: string, text: Buffer): CompiledArticle | undefined {
      const article = readKept<CompiledArticle>(path.join(dir, `${keyOf(file, text)}.json`))
      if (!article) return undefined
      const unchanged = article.images.every(
        ({ source, hash, files }) =>
          fs.existsSync(path.join(root, source)) &&
          sourceHash(fs.readFileSync(path.join(root, source))) === hash &&
          // Each image's folder in its cache is used too, though not encoded again (processImage.ts).
          files.every((f) => (touchCacheEntry(path.dirname(f)), fs.existsSync(f))),
      )
      return unchanged ? article : undefined
    },
    /**
     * Keeps a compiled article (writeCacheFile: two builds at once never read half of it).
     * A cache that cannot be written (a full disk, a read-only folder) slows the next build, and fails none: the build
     * says so once.
     */
    write: (file: string, text: Buffer, article: CompiledArticle) =>
      keepInCache(
        path.join(dir, `${keyOf(file, text)}.json`),
        JSON.stringify(article),
        'blog: compiled articles are not kept for the next build',
      ),
  }
}
