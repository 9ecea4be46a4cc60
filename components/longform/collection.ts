import type { ComponentType } from 'react'
import {
  frontmatterSchemas,
  type AboutFrontmatter,
  type BlogFrontmatter,
  type ContentKind,
  type LegalFrontmatter,
  type PageFrontmatter,
  type ProductFrontmatter,
} from '../../content/schemas/frontmatter'

type Frontmatters = { products: ProductFrontmatter; about: AboutFrontmatter; legal: LegalFrontmatter; blog: BlogFrontmatter; pages: PageFrontmatter }

type MdxModule = {
  default: ComponentType<{ components?: Record<string, unknown> }>
  frontmatter: Record<string, unknown>
  toc: { id: string; text: string }[]
  readingMinutes: number
}

export type Entry<K extends ContentKind> = {
  /** The file name without .mdx: the last URL segment. */
  slug: string
  /** Path from the project root, for error messages and the link checker. */
  file: string
  frontmatter: Frontmatters[K]
  Content: MdxModule['default']
  toc: MdxModule['toc']
  readingMinutes: number
}

// Server-only: pages are HTML-only, so this glob never reaches the browser.
const modules = import.meta.glob<MdxModule>('../../content/*/*.mdx', { eager: true })

/** The non-draft entries of one content folder (drafts too under `npm run dev`). */
export function getCollection<K extends ContentKind>(kind: K): Entry<K>[] {
  return Object.entries(modules)
    .filter(([p]) => p.split('/').at(-2) === kind)
    .map(([p, m]) => ({
      slug: p.split('/').at(-1)!.replace(/\.mdx$/, ''),
      file: p.replace(/^(\.\.\/)+/, ''),
      // The build has already validated it (scripts/mdx/contentCheck.ts); cast fills in the defaults.
      frontmatter: frontmatterSchemas[kind].cast(m.frontmatter) as Frontmatters[K],
      Content: m.default,
      toc: m.toc,
      readingMinutes: m.readingMinutes,
    }))
    .filter((e) => import.meta.env.DEV || !(e.frontmatter as { draft?: boolean }).draft)
}

/** One entry by slug, or undefined (a draft in the build counts as missing). */
export function getEntry<K extends ContentKind>(kind: K, slug: string): Entry<K> | undefined {
  return getCollection(kind).find((e) => e.slug === slug)
}
