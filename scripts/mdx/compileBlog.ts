// The pre-rendering step's first part (scripts/prerender.ts), after `vike build`: compiles each blog article apart
// (compileArticle.ts), on every core, into dist/server/articles/ with their list (index.json), and copies the images
// they show into dist/client/assets/images/. Pre-rendering reads them there (content/blogArticles.build.ts). Any article
// that does not compile stops the build, each named by file and line.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ARTICLES_DIR } from '../../content/articlesDir'
import { copyImages } from '../images/servedImages'
import { inThreads } from '../lib/tsWorker'
import type { ArticleJob } from './articleWorker'
import type { Compiled } from './compileArticle'

/** Articles a thread is sent at a time; a blog with fewer than two of these compiles in this thread. */
const BATCH = 100

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

export async function compileBlog(root: string, { batch = BATCH } = {}): Promise<Compiled> {
  const files = blogFiles(root)
  const outDir = path.join(root, ARTICLES_DIR)
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(outDir, { recursive: true })
  const threads = Math.min(os.availableParallelism(), 4)
  let compiled: Compiled
  // Loaded only here: the process that asks stays beside every batch of pre-rendering, and the MDX compiler and sharp
  // would stay in it (58 MB) after a large blog's threads are gone.
  if (files.length < 2 * batch || threads < 2)
    compiled = await (await import('./compileArticle')).compileArticles(root, files, outDir)
  else {
    const jobs: ArticleJob[] = []
    for (let i = 0; i < files.length; i += batch) jobs.push({ root, files: files.slice(i, i + batch), outDir })
    const parts = await inThreads<ArticleJob, Compiled>(new URL('./articleWorker.ts', import.meta.url), jobs, threads)
    compiled = {
      entries: parts.flatMap((p) => p.entries),
      images: parts.flatMap((p) => p.images),
      errors: parts.flatMap((p) => p.errors),
    }
  }
  fs.writeFileSync(path.join(outDir, 'index.json'), JSON.stringify(compiled.entries))
  copyImages(new Set(compiled.images), path.join(root, 'dist/client'))
  return compiled
}
