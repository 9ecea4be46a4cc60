import { valueToEstree } from 'estree-util-value-to-estree'
import GithubSlugger, { slug } from 'github-slugger'
import type { Heading, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { visitParents } from 'unist-util-visit-parents'

/** Words a reader gets through per minute, for the blog's 'N min read'. */
const WORDS_PER_MINUTE = 220

/**
 * Gives every heading a stable id (the same rule as rehype-slug: GitHub's) and makes each MDX module
 * export `toc` (its level-2 headings: id and text) and `readingMinutes`, so layouts can show a table of
 * contents and a reading time without rendering the page twice.
 *
 * A heading whose slug is the id written on the component around it (`<Section id="capabilities">` with
 * `## Capabilities` inside) gets no id of its own: the section is already that anchor, so the heading links to it
 * (`anchor` prop, see components/mdx/Heading.tsx) and the table of contents points at it. Otherwise the heading would
 * need a second, invented id (`capabilities-1`) that readers would copy instead of the real one.
 */
export function remarkLongForm() {
  return (tree: Root) => {
    const slugger = new GithubSlugger()
    // Ids written by hand on components (<Section id="capabilities">) are taken first, so a heading never repeats one.
    visit(tree, (node) => {
      const attrs = (node as { attributes?: { type: string; name?: string; value?: unknown }[] }).attributes
      for (const a of attrs ?? [])
        if (a.type === 'mdxJsxAttribute' && a.name === 'id' && typeof a.value === 'string') slugger.slug(a.value)
    })
    const toc: { id: string; text: string }[] = []
    visitParents(tree, 'heading', (node: Heading, ancestors) => {
      const text = toString(node)
      const props = (node.data?.hProperties ?? {}) as Record<string, unknown>
      // Only h2/h3 are rendered by components/mdx/Heading.tsx, which knows `anchor`.
      if (typeof props.id !== 'string' && node.depth <= 3) {
        const own = slug(text)
        if (ancestors.some((a) => handId(a) === own)) {
          node.data = { ...node.data, hProperties: { ...props, anchor: own } }
          if (node.depth === 2) toc.push({ id: own, text })
          return
        }
      }
      const id = typeof props.id === 'string' ? props.id : slugger.slug(text)
      node.data = { ...node.data, hProperties: { ...props, id } }
      if (node.depth === 2) toc.push({ id, text })
    })
    let words = 0
    visit(tree, (node) => {
      // Text in prose and in component children; frontmatter and imports are not read.
      if (node.type === 'text' || node.type === 'inlineCode')
        words += (node as { value: string }).value.split(/\s+/).filter(Boolean).length
    })
    tree.children.push(
      exportConst('toc', toc),
      exportConst('readingMinutes', Math.max(1, Math.round(words / WORDS_PER_MINUTE))),
    )
  }
}

/** The id written by hand on an MDX component (`<Section id="…">`), if any. */
function handId(node: unknown): string | undefined {
  const attrs = (node as { attributes?: { type: string; name?: string; value?: unknown }[] }).attributes
  const a = attrs?.find((x) => x.type === 'mdxJsxAttribute' && x.name === 'id')
  return typeof a?.value === 'string' ? a.value : undefined
}

function exportConst(name: string, value: unknown): RootContent {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            attributes: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                { type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) },
              ],
            },
          },
        ],
      },
    },
  } as unknown as RootContent
}
