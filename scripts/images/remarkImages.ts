import fs from 'node:fs'
import path from 'node:path'
import type { Image, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import { valueToEstree } from 'estree-util-value-to-estree'
import type { VFile } from 'vfile'
import { isRasterImage, MAX_SOURCE_BYTES, megabytes } from './processImage.ts'

type Jsx = MdxJsxFlowElement | MdxJsxTextElement
type Found = { src: string; line?: number; node: Jsx }

/**
 * Images in MDX, checked and handed to the image pipeline:
 * - `![Alt text](./photo.jpg "Optional caption")` alone in a paragraph becomes a figure, inside a sentence an inline
 *   picture;
 * - `<Image src="./photo.jpg" alt="…" caption="…" hero />` likewise (`alt=""` marks a decorative image).
 * The path is relative to the MDX file. Each image becomes an import of `./photo.jpg?picture` (imagesPlugin.ts encodes
 * it) passed to the `Image` component of components/mdx/MDXComponents.tsx as `image`; or, given `picture` (the build's
 * blog articles, compiled outside the bundler: scripts/mdx/compileBlog.ts), the picture itself, written into the
 * compiled article.
 * The build stops, naming the MDX file and line, when an image has no alt text, its file is missing, it is larger than
 * MAX_SOURCE_BYTES, or it is not a file next to the page (another site, or a path from the site root).
 */
export function remarkImages({
  picture,
  sizeOf = sizeOnDisk,
}: {
  picture?: (file: string) => Promise<unknown>
  /** An image's size in bytes, undefined when it does not exist: on disk, or (the web editor) in the same save. */
  sizeOf?: (file: string) => number | undefined
} = {}) {
  return async (tree: Root, vfile: VFile) => {
    const where = path
      .relative(process.cwd(), vfile.path || 'unnamed.mdx')
      .split(path.sep)
      .join('/')
    const errors: string[] = []
    const found: Found[] = []
    const fail = (line: number | undefined, message: string) =>
      errors.push(`${where}${line ? `:${line}` : ''}: ${message}`)

    visit(tree, 'image', (node: Image, index, parent) => {
      const line = node.position?.start.line
      const alt = node.alt?.trim() ?? ''
      if (!alt)
        fail(
          line,
          `the image ${node.url} has no alt text: describe what it shows, ![The Cork office on the River Lee](${node.url}), or write <Image src="${node.url}" alt="" /> for a purely decorative image`,
        )
      const alone =
        parent?.type === 'paragraph' &&
        parent.children.every((c) => c === node || (c.type === 'text' && !c.value.trim()))
      const jsx: Jsx = {
        type: alone ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
        name: 'Image',
        attributes: [
          attr('alt', alt),
          ...(node.title ? [attr('caption', node.title)] : []),
          ...(alone ? [] : [attr('inline', null)]),
        ],
        children: [],
        position: node.position,
      }
      // A figure replaces its paragraph (a <figure> may not sit in a <p>); an inline picture replaces the image.
      if (alone) found.push({ src: node.url, line, node: Object.assign(parent, jsx) })
      else if (parent && index !== undefined) {
        parent.children[index] = jsx
        found.push({ src: node.url, line, node: jsx })
      }
    })

    visit(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'Image') return
      if (found.some((f) => f.node === node)) return
      const line = node.position?.start.line
      const attrs = node.attributes.filter((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute')
      const src = attrs.find((a) => a.name === 'src')
      const alt = attrs.find((a) => a.name === 'alt')
      if (!src || typeof src.value !== 'string')
        return fail(line, `<Image> needs src="./file.jpg", a quoted path to an image next to the page`)
      if (!alt || alt.value === null || alt.value === undefined)
        fail(
          line,
          `the image ${src.value} has no alt text: add alt="what it shows", or alt="" for a purely decorative image`,
        )
      node.attributes = node.attributes.filter((a) => a !== src)
      found.push({ src: src.value, line, node })
    })

    const dir = path.dirname(vfile.path || '.')
    const imports: RootContent[] = []
    const inline: Promise<void>[] = []
    found.forEach(({ src, line, node }, i) => {
      if (/^[a-z]+:|^\/\//i.test(src))
        return fail(
          line,
          `the image ${src} is on another site: save it next to the page and write ./file-name (the site loads nothing from other origins)`,
        )
      if (src.startsWith('/'))
        return fail(
          line,
          `the image ${src} is a path from the site root: put the image next to the page and write ./file-name, so it is resized and checked`,
        )
      if (!isRasterImage(src))
        return fail(
          line,
          `the image ${src} is not a JPEG, PNG, WebP, AVIF, TIFF or GIF (use <Figure> for an SVG from public/)`,
        )
      const file = path.resolve(dir, src)
      const size = sizeOf(file)
      if (size === undefined)
        return fail(line, `the image ${src} does not exist (looked for ${path.relative(process.cwd(), file)})`)
      if (size > MAX_SOURCE_BYTES)
        return fail(
          line,
          `the image ${src} is ${megabytes(size)}; at most ${megabytes(MAX_SOURCE_BYTES)}: export it smaller (2,400 px wide is plenty)`,
        )
      if (picture)
        return void inline.push(picture(file).then((p) => void node.attributes.unshift(valueAttr('image', p))))
      const name = `__picture${i}`
      imports.push(importDefault(name, `${src.startsWith('.') ? src : `./${src}`}?picture`))
      node.attributes.unshift(expressionAttr('image', name))
    })
    if (errors.length) throw new Error(`Image errors:\n  ${errors.join('\n  ')}`)
    await Promise.all(inline)
    tree.children.unshift(...imports)
  }
}

export const sizeOnDisk = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : undefined)

function attr(name: string, value: string | null): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value }
}

const program = (body: unknown[]) => ({ type: 'Program', sourceType: 'module', body })

function expressionAttr(name: string, identifier: string): MdxJsxAttribute {
  const estree = program([{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }])
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: identifier, data: { estree } },
  } as MdxJsxAttribute
}

/** `name={…the value, written out…}` */
function valueAttr(name: string, value: unknown): MdxJsxAttribute {
  const estree = program([{ type: 'ExpressionStatement', expression: valueToEstree(value) }])
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: { estree } },
  } as MdxJsxAttribute
}

function importDefault(local: string, source: string): RootContent {
  const estree = program([
    {
      type: 'ImportDeclaration',
      specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
      source: { type: 'Literal', value: source },
      attributes: [],
    },
  ])
  return { type: 'mdxjsEsm', value: '', data: { estree } } as unknown as RootContent
}
