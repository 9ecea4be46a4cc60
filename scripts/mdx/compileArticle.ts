import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { compile, runSync } from '@mdx-js/mdx'
import * as runtime from 'react/jsx-runtime'
import type { ArticleModule, MdxModule } from '../../content/collection'
import { processImage } from '../images/processImage'
import { mdxOptions } from './mdxOptions'

/** What compiling some articles gives: each one's list data, the image files they show, and what failed, by file and line. */
export type Compiled = { entries: ArticleModule[]; images: string[]; errors: string[] }

/**
 * Compiles blog articles (`content/blog/x.mdx`, from `root`) the way Vite compiles every other MDX file (mdxOptions.ts),
 * into `outDir/x.js`: code that content/blogArticles.build.ts runs when the article's page is pre-rendered. Images are
 * encoded here (processImage, cached by content) and their pictures written into the code.
 */
export async function compileArticles(root: string, files: string[], outDir: string): Promise<Compiled> {
  const compiled: Compiled = { entries: [], images: [], errors: [] }
  for (const file of files) {
    try {
      const { entry, images } = await compileArticle(root, file, outDir)
      compiled.entries.push(entry)
      compiled.images.push(...images)
    } catch (e) {
      compiled.errors.push(describe(e, file))
    }
  }
  return compiled
}

async function compileArticle(root: string, file: string, outDir: string) {
  const images: string[] = []
  const picture = async (image: string) => {
    const { picture, files } = await processImage(image)
    images.push(...files)
    return picture
  }
  const where = path.join(root, file)
  const code = String(
    await compile(
      { path: where, value: fs.readFileSync(where, 'utf8') },
      { ...mdxOptions({ picture }), outputFormat: 'function-body' },
    ),
  )
  // Run once here: the lists need its frontmatter, table of contents and reading time, and code that does not run
  // fails the build now, naming the file, not a page later.
  const { frontmatter, toc, readingMinutes } = runSync(code, {
    ...runtime,
    baseUrl: pathToFileURL(where),
  }) as unknown as MdxModule
  fs.writeFileSync(path.join(outDir, `${path.basename(file, '.mdx')}.js`), code)
  return { entry: { file, frontmatter, toc, readingMinutes }, images }
}

/** An MDX error as the build prints it: `content/blog/x.mdx:12:3: Unexpected character …`. */
function describe(e: unknown, file: string): string {
  const err = e as { line?: number; column?: number; reason?: string; message?: string }
  const message = err.reason ?? err.message ?? String(e)
  // remarkImages names the file and line itself.
  if (message.includes(file)) return message
  return `${[file, err.line, err.column].filter((x) => x !== undefined).join(':')}: ${message}`
}
