import type { Element, Root as HastRoot, RootContent } from 'hast'
import { fromParse5 } from 'hast-util-from-parse5'
import { toMdast } from 'hast-util-to-mdast'
import type { Heading, Link, PhrasingContent, Root } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { toMarkdown, type Options } from 'mdast-util-to-markdown'
import { parseFragment } from 'parse5'
import { visit } from 'unist-util-visit'
import { withoutMarked } from '../lib/html'

/**
 * What a reader of the text does not need: icons, scripts, forms, the 'On this page' list (the headings follow), hidden
 * parts, and what a page marks `data-twin-ignore` (the ways on from an article's end: other articles, the newsletter).
 */
function isNoise(node: Element) {
  const p = node.properties
  return (
    ['svg', 'script', 'style', 'form', 'button', 'template', 'iframe', 'noscript'].includes(node.tagName) ||
    p.ariaHidden === 'true' ||
    p.hidden === true ||
    'dataTwinIgnore' in p ||
    (node.tagName === 'nav' && String(p.ariaLabelledBy ?? '').startsWith('toc'))
  )
}

function prune(parent: HastRoot | Element) {
  parent.children = parent.children.filter(
    (c: RootContent) => c.type !== 'comment' && !(c.type === 'element' && isNoise(c)),
  )
  for (const c of parent.children) if (c.type === 'element') prune(c)
}

/** Made once: it is the same for every page. */
const toMarkdownOptions: Options = { extensions: [gfmToMarkdown()], bullet: '-', rule: '-' }

/**
 * A page's main text as Markdown: what the MDX and its components rendered, as headings, paragraphs, lists, tables and
 * links (made absolute with `base`, so the text stands on its own). A heading's own '#' link is dropped.
 */
export function htmlToMarkdown(mainHtml: string, pageUrl: string): string {
  // parse5 directly, without the source positions hast-util-from-html asks it for: nothing here reads them, and they
  // were a third of the parsing and of the copy hast-util-to-mdast makes of the tree.
  // What a page marks data-twin-ignore is cut before parsing (withoutMarked); `prune` drops the rest of the noise.
  const hast = fromParse5(
    parseFragment(withoutMarked(mainHtml, 'data-twin-ignore'), { scriptingEnabled: false }),
  ) as HastRoot
  prune(hast)
  const mdast = toMdast(hast) as Root
  visit(mdast, 'heading', (h: Heading) => {
    h.children = h.children.flatMap((c): PhrasingContent[] =>
      c.type === 'link' && c.url.startsWith('#') ? c.children : [c],
    )
  })
  visit(mdast, (node) => {
    if (node.type === 'link' || node.type === 'image') (node as Link).url = new URL((node as Link).url, pageUrl).href
  })
  return toMarkdown(mdast, toMarkdownOptions).trim() + '\n'
}
