import type { FunctionComponent } from 'react'
import { blogArticleBody, blogArticles } from './blogArticles'
import { named, type ArticleModule, type MdxModule } from './mdxModule'
import {
  frontmatterSchemas,
  type AboutFrontmatter,
  type BlogFrontmatter,
  type ContentKind,
  type LegalFrontmatter,
  type PageFrontmatter,
  type ProductFrontmatter,
} from './schemas/frontmatter'

// The MDX entries of content/, by folder and by slug. It reads the blog's articles from blogArticles.ts (swapped for
// blogArticles.build.ts in the build); they know nothing of it, only the module shapes in mdxModule.ts that both speak.

type Frontmatters = {
  products: ProductFrontmatter
  about: AboutFrontmatter
  legal: LegalFrontmatter
  blog: BlogFrontmatter
  pages: PageFrontmatter
}

export type Entry<K extends ContentKind> = {
  /** The file name without .mdx: the last URL segment. */
  slug: string
  /** Path from the project root, for error messages and the link checker. */
  file: string
  frontmatter: Frontmatters[K]
  toc: MdxModule['toc']
  readingMinutes: number
}

// Every MDX file under content/ by path, earlier policy versions included, but the blog's articles, which can be
// thousands: they come from blogArticles.ts. Server-only: pages are HTML-only, so this glob never reaches the browser.
const everyModule = import.meta.glob<MdxModule>(['./**/*.mdx', '!./blog/*.mdx'], { eager: true })

const isArticle = (file: string) => /^content\/blog\/[^/]+\.mdx$/.test(file)

/**
 * The MDX text of an entry, to render. Kept apart from the entry itself, which is plain data: a route's `+data` hands
 * the entry to its page, head and title as `pageContext.data`, which must be serialisable.
 */
export function contentOf(entry: { file: string }): MdxModule['default'] {
  const Content = (
    standIn?.file === entry.file
      ? standIn.Content
      : isArticle(entry.file)
        ? blogArticleBody(entry.file)
        : everyModule[entry.file.replace(/^content\//, './')]?.default
  ) as FunctionComponent<{ components?: Record<string, unknown> }> | undefined
  if (!Content) throw new Error(`No MDX module for ${entry.file}`)
  return named(entry.file, Content)
}

let standIn: { file: string; Content: MdxModule['default'] } | undefined

/**
 * Runs `render` with `Content` as the text of `file` (which may not be on disk yet): the web editor's preview renders
 * the edited text in the page's own layout (server/editor/preview/). Rendering is synchronous, so no other page sees it.
 */
export function withStandIn<T>(file: string, Content: MdxModule['default'], render: () => T): T {
  standIn = { file, Content }
  try {
    return render()
  } finally {
    standIn = undefined
  }
}

/** One folder's own MDX modules ('./about/x.mdx', not a policy's earlier versions in its subfolders), by file. */
function modulesOf(kind: ContentKind): ArticleModule[] {
  if (kind === 'blog') return blogArticles()
  return Object.entries(everyModule)
    .filter(([p]) => p.split('/').length === 3 && p.split('/')[1] === kind)
    .map(([p, m]) => ({ ...m, file: p.replace(/^\.\//, 'content/') }))
}

const collections = new Map<ContentKind, Entry<ContentKind>[]>()
const bySlug = new Map<ContentKind, Map<string, Entry<ContentKind>>>()

/**
 * The non-draft entries of one content folder (drafts too under `npm run dev`), read once per folder: the modules are
 * eager and never change within a process, and every page of the build lists some folder (the blog index, the About
 * cards, the search and share-card helpers), so reading it afresh — a yup cast per file — would make the build
 * quadratic in the number of articles. Callers must not mutate what they get.
 */
export function getCollection<K extends ContentKind>(kind: K): Entry<K>[] {
  let entries = collections.get(kind)
  if (!entries) {
    entries = modulesOf(kind)
      .map((m) => ({
        slug: m.file
          .split('/')
          .at(-1)!
          .replace(/\.mdx$/, ''),
        file: m.file,
        // The build has already validated it (scripts/mdx/contentCheck.ts); cast fills in the defaults.
        frontmatter: frontmatterSchemas[kind].cast(m.frontmatter) as Frontmatters[K],
        toc: m.toc,
        readingMinutes: m.readingMinutes,
      }))
      .filter((e) => import.meta.env.DEV || !(e.frontmatter as { draft?: boolean }).draft)
    collections.set(kind, entries)
    bySlug.set(kind, new Map(entries.map((e) => [e.slug, e])))
  }
  return entries as Entry<K>[]
}

/** One entry by slug, or undefined (a draft in the build counts as missing). */
export function getEntry<K extends ContentKind>(kind: K, slug: string): Entry<K> | undefined {
  getCollection(kind)
  return bySlug.get(kind)!.get(slug) as Entry<K> | undefined
}
