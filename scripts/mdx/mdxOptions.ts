import type { CompileOptions } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { remarkImages } from '../images/remarkImages.ts'
import { remarkLongForm } from './remarkLongForm.ts'

/**
 * How every MDX file of content/ compiles: by Vite (vite.config.ts; every file under `npm run dev`, all but the blog's
 * articles in the build) and, in the build, each blog article apart (compileBlog.ts). `picture` writes each image's
 * picture into the article instead of importing it (remarkImages.ts).
 *
 * remarkLongForm gives headings their ids (no rehype-slug: it would give a heading that links to its section, on
 * purpose without an id, a second copy of the section's id).
 */
export function mdxOptions(images: Parameters<typeof remarkImages>[0] = {}) {
  return {
    remarkPlugins: [remarkGfm, remarkFrontmatter, remarkMdxFrontmatter, remarkLongForm, [remarkImages, images]],
    providerImportSource: undefined,
  } satisfies CompileOptions
}
