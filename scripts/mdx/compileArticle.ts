import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { compile, runSync, type CompileOptions } from '@mdx-js/mdx'
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
      compiled.errors.push(describeMdxError(e, file))
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
  const code = await compileMdx(where, String(text), picture)
  // Run once here: the lists need its frontmatter, table of contents and reading time, and code that does not run
  // fails the build now, naming the file, not a page later.
  const { frontmatter, toc, readingMinutes } = runMdx(code, where)
  return { entry: { file, frontmatter, toc, readingMinutes }, code, images }
}

/**
 * One MDX text (of the file at `where`) compiled as the build compiles a blog article, to code for runMdx; also the
 * web editor's check of a file (checkFile.ts), which adds a plugin of its own to read the page's ids and links.
 */
export async function compileMdx(
  where: string,
  text: string,
  picture: (image: string) => Promise<unknown>,
  remarkPlugins: NonNullable<CompileOptions['remarkPlugins']> = [],
  sizeOf?: (image: string) => number | undefined,
): Promise<string> {
  const options = mdxOptions({ picture, sizeOf })
  return String(
    await compile(
      { path: where, value: text },
      { ...options, remarkPlugins: [...options.remarkPlugins, ...remarkPlugins], outputFormat: 'function-body' },
    ),
  )
}

/** Runs compiled MDX (compileMdx) as @mdx-js/mdx's runSync runs it; `options` are more for the code to read. */
export const runMdx = (code: string, where: string, options: object = {}) =>
  runSync(code, { ...options, ...runtime, baseUrl: pathToFileURL(where) }) as unknown as MdxModule

/** An MDX error as the build prints it: `content/blog/x.mdx:12:3: Unexpected character …`. */
export function describeMdxError(e: unknown, file: string): string {
  const err = e as { line?: number; column?: number; reason?: string; message?: string }
  const message = err.reason ?? err.message ?? String(e)
  // remarkImages names the file and line itself.
  if (message.includes(file)) return message
  return `${[file, err.line, err.column].filter((x) => x !== undefined).join(':')}: ${message}`
}
