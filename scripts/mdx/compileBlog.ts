// The pre-rendering step's first part (scripts/prerender.ts runs it as a process of its own), after `vike build`: compiles each blog article apart
// (compileArticle.ts), on every core, into dist/server/articles/ with their list (index.json), and copies the images
// they show into dist/client/assets/images/. Pre-rendering reads them there (content/blogArticles.build.ts). Any article
// that does not compile stops the build, each named by file and line. An article compiled by an earlier build, with
// the same text and compiler, is taken from the build cache (articleCache.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ARTICLES_DIR } from '../../content/articlesDir'
import { copyImages } from '../images/servedImages'
import { isMain } from '../../server/isMain'
import { buildCacheDir } from '../lib/buildCache'
import { blogFiles } from '../lib/files'
import { inThreads } from '../lib/tsWorker'
import { articleCache, writeArticle, type CompiledArticle } from './articleCache'
import type { ArticleJob } from './articleWorker'
import type { Compiled } from './compileArticle'

/** Articles a thread is sent at a time; a blog with fewer than two of these compiles in this thread. */
const BATCH = 100

/** `cacheDir`: where compiled articles are kept between builds (articleCache.ts). */
export async function compileBlog(
  root: string,
  { batch = BATCH, cacheDir = buildCacheDir('ethereal-articles') } = {},
): Promise<Compiled & { kept: number }> {
  const files = blogFiles(root)
  const outDir = path.join(root, ARTICLES_DIR)
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(outDir, { recursive: true })
  const cache = articleCache(root, cacheDir)
  const kept = new Map<string, CompiledArticle>()
  const toCompile: string[] = []
  for (const file of files) {
    const article = cache.read(file, fs.readFileSync(path.join(root, file)))
    if (!article) toCompile.push(file)
    else {
      writeArticle(article, outDir)
      kept.set(file, article)
    }
  }
  const threads = Math.min(os.availableParallelism(), 4)
  let fresh: Compiled
  // Loaded only here: a rebuild that finds every article kept never loads the MDX compiler and sharp (58 MB).
  if (toCompile.length < 2 * batch || threads < 2)
    fresh = await (await import('./compileArticle')).compileArticles(root, toCompile, outDir, cacheDir)
  else {
    const jobs: ArticleJob[] = []
    for (let i = 0; i < toCompile.length; i += batch)
      jobs.push({ root, files: toCompile.slice(i, i + batch), outDir, cacheDir })
    const parts = await inThreads<ArticleJob, Compiled>(new URL('./articleWorker.ts', import.meta.url), jobs, threads)
    fresh = {
      entries: parts.flatMap((p) => p.entries),
      images: parts.flatMap((p) => p.images),
      errors: parts.flatMap((p) => p.errors),
    }
  }
  const byFile = new Map(fresh.entries.map((entry) => [entry.file, entry]))
  const compiled = {
    kept: kept.size,
    // In the blog's order, whichever way each article came.
    entries: files.flatMap((file) => kept.get(file)?.entry ?? byFile.get(file) ?? []),
    images: [...fresh.images, ...[...kept.values()].flatMap((k) => k.images.flatMap((i) => i.files))],
    errors: fresh.errors,
  }
  fs.writeFileSync(path.join(outDir, 'index.json'), JSON.stringify(compiled.entries))
  copyImages(new Set(compiled.images), path.join(root, 'dist/client'))
  return compiled
}

// Run by scripts/prerender.ts as a process of its own, before the pre-rendering: V8 keeps the heap compiling grew to
// (at 10,000 articles taken from the cache: 210 MB of memory, 22 MB of it in use; measured), and the process that asked
// stays beside every batch of pre-rendering.
if (isMain(import.meta.url)) {
  const started = performance.now()
  const { entries, errors, kept } = await compileBlog(process.cwd())
  if (errors.length) {
    console.error(`Blog articles that do not compile:\n  ${errors.join('\n  ')}`)
    process.exit(1)
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `blog: ${entries.length} articles compiled in ${seconds} s (${kept} of them unchanged, taken from the build cache)`,
  )
}
