import { collection, config, fields, type Collection, type ComponentSchema, type Config } from '@keystatic/core'
import {
  authorNames,
  fieldOrder,
  frontmatterSchemas,
  topicNames,
  type ContentKind,
} from '../../content/schemas/frontmatter'
import { editorText } from '../../content/editor'
import { BrandMark } from './BrandMark'
import { contentComponents } from './components'
import { frontmatterFields } from './fields'

/** Each folder of content/ the editor opens, what it is called there, and who may change it. */
export const editorCollections = {
  blog: { label: 'Blog articles', role: 'writer' },
  pages: { label: 'Pages', role: 'writer' },
  products: { label: 'Product pages', role: 'writer' },
  about: { label: 'About', role: 'writer' },
  legal: { label: 'Policies', role: 'legal' },
} as const satisfies Record<ContentKind, { label: string; role: 'writer' | 'legal' }>

const names: Partial<Record<ContentKind, Record<string, readonly string[]>>> = {
  blog: { author: authorNames, tags: topicNames },
}

function collectionOf(kind: ContentKind): Collection<Record<string, ComponentSchema>, string> {
  return collection({
    label: editorCollections[kind].label,
    path: `content/${kind}/*`,
    // The file's name is the page's address; a new page's comes from its title (frontmatterFields makes it a slug field).
    slugField: 'title' as never,
    format: { contentField: 'body' },
    entryLayout: 'content',
    // The page as the site will show it, from the file as saved (server/editor/plugin.ts).
    previewUrl: `/editor/preview/${kind}/{slug}`,
    schema: {
      ...frontmatterFields(frontmatterSchemas[kind], { order: fieldOrder(kind), names: names[kind] }),
      body: fields.mdx({ label: editorText.fields.body!.label, components: contentComponents }),
    },
  })
}

/** Keystatic's configuration: the files of content/ in this checkout, read and written by the server. */
export const editorConfig: Config = config({
  storage: { kind: 'local' },
  ui: { brand: { name: 'E THE REAL editor', mark: BrandMark } },
  collections: Object.fromEntries(
    (Object.keys(editorCollections) as ContentKind[]).map((kind) => [kind, collectionOf(kind)]),
  ),
})
