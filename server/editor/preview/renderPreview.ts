import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import type { PictureData } from '../../../components/images/Picture'
import { checkFrontmatter } from '../../../content/validate'
import { importsFromOptions } from '../../../scripts/mdx/checkFile'
import { compileMdx, describeMdxError, runMdx } from '../../../scripts/mdx/compileArticle'
import type { renderPage } from './entry'

/** Where the build writes the preview's bundle (scripts/buildEditorPreview.ts). */
export const PREVIEW_BUNDLE = 'dist/editor-preview/entry.mjs'

/** The editor's route that serves an image of content/ as it is: `/editor/preview-images/blog/x.jpg`. */
export const PREVIEW_IMAGES = '/editor/preview-images/'

/**
 * The page of `relPath` (content/<kind>/<slug>.mdx) as the site will show it, rendered from `source`, which may differ
 * from the file on disk or be a file not written yet: a whole HTML document, its CSS inline, no script. Images show as
 * their files, served under PREVIEW_IMAGES; a draft or a scheduled article has a banner saying so (`now` decides which).
 * Throws an Error whose message is the build's sentence when the frontmatter or the MDX is wrong.
 */
export async function renderPreview(
  relPath: string,
  source: string,
  options: { now?: Date; root?: string; bundle?: string } = {},
): Promise<{ html: string }> {
  const root = options.root ?? process.cwd()
  const file = relPath.split(path.sep).join('/')
  if (!/^content\/(blog|pages|products|about|legal)\/[^/]+\.mdx$/.test(file))
    throw new Error(`${file}: no page to preview (a page is content/<blog|pages|products|about|legal>/<name>.mdx)`)
  const problems = checkFrontmatter(file, source, root)
  if (problems.length) throw new Error(problems.join('\n'))
  const where = path.join(root, file)
  let mdx
  try {
    const specifiers: string[] = []
    const code = await compileMdx(where, source, (image) => pictureOf(root, image), [[importsFromOptions, specifiers]])
    const load = (s: string) => import(s.startsWith('.') ? path.resolve(path.dirname(where), s) : s) as Promise<object>
    const imports = Object.fromEntries(await Promise.all(specifiers.map(async (s) => [s, await load(s)] as const)))
    mdx = runMdx(code, where, { imports })
  } catch (e) {
    throw new Error(describeMdxError(e, file), { cause: e })
  }
  const { renderPage } = await bundle(options.bundle ?? path.join(root, PREVIEW_BUNDLE))
  try {
    return { html: renderPage({ file, mdx, now: options.now ?? new Date() }) }
  } catch (e) {
    throw new Error(describeMdxError(e, file), { cause: e })
  }
}

const bundles = new Map<string, Promise<{ renderPage: typeof renderPage }>>()

/** The preview's bundle (by default `root`'s, the editor's server gives its own build's), loaded once. */
function bundle(entry: string) {
  let loaded = bundles.get(entry)
  if (!loaded) {
    if (!fs.existsSync(entry))
      throw new Error(`${PREVIEW_BUNDLE} is missing: the preview needs a build (npm run build)`)
    loaded = import(pathToFileURL(entry).href) as Promise<{ renderPage: typeof renderPage }>
    bundles.set(entry, loaded)
  }
  return loaded
}

/** An image of the page as its file, served by the editor (PREVIEW_IMAGES), in place of the build's encoded picture. */
async function pictureOf(root: string, image: string): Promise<PictureData> {
  const { width = 0, height = 0 } = await sharp(image).metadata()
  const url =
    PREVIEW_IMAGES + path.relative(path.join(root, 'content'), image).split(path.sep).map(encodeURIComponent).join('/')
  return { width, height, src: url, avif: url, webp: url, color: 'transparent' }
}
