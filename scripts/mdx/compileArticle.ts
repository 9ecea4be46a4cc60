import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { compile, runSync } from '@mdx-js/mdx'
import * as runtime from 'react/jsx-runtime'
import type { ArticleModule, MdxModule } from '../../content/mdxModule'
import { processImage } from '../images/processImage'
import { articleCache, sourceHash, writeArticle, type CompiledArticle } from './articleCache'
import { mdxOptions } from './mdxOptions'

/** What compiling some articles gives: each one's list data, the image files they show, and what failed, by file and line. */
export type Compiled = { entries: ArticleModule[]; images: string[]; errors: string[] }

/**
 * Compiles blog articles (`content/blog/x.mdx`, from `root`) the way Vite compiles every other MDX file (mdxOptions.ts),
 * into `outDir/x.js`: code that content/blogArticles.build.ts runs when the article's page is pre-rendered. Images are
 * encoded here (processImage, cached by content) and their pictures written into the code. Each compiled article is
 * kept in `cacheDir` for the next build (articleCache.ts).
 */
export async function compileArticles(
  root: string,
  files: string[],
  outDir: string,
  cacheDir: string,
): Promise<Compiled> {
  const compiled: Compiled = { entries: [], images: [], errors: [] }
  const cache = articleCache(root, cacheDir)
  for (const file of files) {
    try {
      const text = fs.readFileSync(path.join(root, file))
      const article = await compileArticle(root, file, text)
      writeArticle(article, outDir)
      cache.write(file, text, article)
      compiled.entries.push(article.entry)
      compiled.images.push(...article.images.flatMap((i) => i.files))
    } catch (e) {
      compiled.errors.push(describe(e, file))
    }
  }
  return compiled
}

async function compileArticle(root: string, file: string, text: Buffer): Promise<CompiledArticle> {
  const images: CompiledArticle['images'] = []
  const picture = async (image: string) => {
    const { picture, files } = await processImage(image)
    images.push({ source: path.relative(root, image), hash: sourceHash(fs.readFileSync(image)), files })
    return picture
  }
  const where = path.join(root, file)
  const code = String(
    await compile({ path: where, value: String(text) }, { ...mdxOptions({ picture }), outputFormat: 'function-body' }),
  )
  // Run once here: the lists need its frontmatter, table of contents and reading time, and code that does not run
  // fails the build now, naming the file, not a page later.
  const { frontmatter, toc, readingMinutes } = runSync(code, {
    ...runtime,
    baseUrl: pathToFileURL(where),
  }) as unknown as MdxModule
  return { entry: { file, frontmatter, toc, readingMinutes }, code, images }
}

/** An MDX error as the build prints it: `content/blog/x.mdx:12:3: Unexpected character …`. */
function describe(e: unknown, file: string): string {
  const err = e as { line?: number; column?: number; reason?: string; message?: string }
  const message = err.reason ?? err.message ?? String(e)
  // remarkImages names the file and line itself.
  if (message.includes(file)) return message
  return `${[file, err.line, err.column].filter((x) => x !== undefined).join(':')}: ${message}`
}
