import { describe, expect, it } from 'vitest'
import { mdxTags } from '../../components/mdx/mdxTags'
import { fieldOrder, frontmatterSchemas, type ContentKind } from '../../content/schemas/frontmatter'
import { contentComponents } from './components'
import { editorCollections, editorConfig } from './config'

// One set of rules: the editor's form is made from the frontmatter schemas and offers the components MDX is given,
// no more and no fewer; a field or a component added on one side only fails here.

describe("the editor's form", () => {
  it.each(Object.keys(frontmatterSchemas) as ContentKind[])(
    'of content/%s/ has every frontmatter field of its schema, in the order files have them, then the text',
    (kind) => {
      expect(Object.keys(editorConfig.collections![kind]!.schema)).toEqual([...fieldOrder(kind), 'body'])
      expect(new Set(fieldOrder(kind))).toEqual(new Set(Object.keys(frontmatterSchemas[kind].fields)))
      expect(editorConfig.collections![kind]!.path).toBe(`content/${kind}/*`)
    },
  )

  it('offers a date picker for the dates and a text box for the minute an article goes live (yyyy-mm-ddThh:mm)', () => {
    const blog = editorConfig.collections!.blog!.schema as Record<string, { validate: (v: unknown) => unknown }>
    expect(() => blog.publishAt!.validate('2026-12-07T09:00')).not.toThrow()
    expect(() => blog.date!.validate('2026-12-07T09:00')).toThrow()
    expect(() => blog.date!.validate('2026-12-07')).not.toThrow()
  })

  it('opens every folder of content/ that has a schema, and no other', () => {
    expect(Object.keys(editorCollections).sort()).toEqual(Object.keys(frontmatterSchemas).sort())
  })

  it('offers exactly the components MDX pages are given (headings and tables are the text’s own)', () => {
    expect(Object.keys(contentComponents).sort()).toEqual(
      mdxTags.filter((t) => !['h2', 'h3', 'table'].includes(t)).sort(),
    )
  })
})
