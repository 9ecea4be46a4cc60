import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { ChildNode, Document, Element } from 'domhandler'
import { ElementType, parseDocument } from 'htmlparser2'
import { codeHash, keepInCache, readKept } from '../lib/buildCache'
import { pageAddress } from '../lib/files'
import { withoutMarked } from '../lib/html'
import { headOf, mainOf } from '../seo/pageMeta'

/** One searchable part of a page: the text under one heading, linked by the heading's anchor. */
type Section = { heading: string; anchor: string; text: string }
export type IndexedPage = {
  url: string
  /** The page's name, as its browser tab calls it (the `<title>` without the brand): what a result is called. */
  title: string
  /** The page's other names: its breadcrumb, and the labels of the menus' links to it. */
  names: string[]
  description: string
  /** An article's date (its `article:published_time`), for the index's order. */
  published?: string
  sections: Section[]
}

/** Left out of a section's text: navigation (the table of contents), controls, pictures and whatever screen readers skip. */
const SKIPPED = new Set(['nav', 'script', 'style', 'template', 'svg', 'button', 'select', 'noscript', 'form', 'iframe'])
/**
 * Emphasis inside a word or sentence: no space is added around it (`<strong>Publish.</strong>` stays one sentence).
 * Every other element is kept apart from its neighbours by a space: two links side by side are two words.
 */
const INLINE = new Set([
  'abbr',
  'b',
  'bdi',
  'cite',
  'code',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'strong',
  'sub',
  'sup',
  'u',
  'var',
])
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g

/** Whitespace collapsed, control characters removed, and no space left before punctuation a link was followed by. */
const clean = (s: string) =>
  s
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?)\]])/g, '$1')
    .replace(/([([]) /g, '$1')
    .trim()
const isElement = (node: ChildNode | Document): node is Element =>
  node.type === ElementType.Tag || node.type === ElementType.Script || node.type === ElementType.Style

function find(node: ChildNode | Document, test: (el: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node
  if ('children' in node)
    for (const child of node.children) {
      const hit = find(child, test)
      if (hit) return hit
    }
  return undefined
}

function isSkipped(el: Element) {
  const a = el.attribs
  return SKIPPED.has(el.name) || a['aria-hidden'] === 'true' || 'hidden' in a || 'data-search-ignore' in a
}

function textOf(node: ChildNode): string {
  if (node.type === ElementType.Text) return node.data
  if (!isElement(node) || isSkipped(node)) return ''
  const inner = node.children.map(textOf).join('')
  return INLINE.has(node.name) ? inner : ` ${inner} `
}

/** A heading that starts a section: every h2, and an h3 with its own anchor. Card titles (h3 without id) stay in their section. */
const startsSection = (el: Element) => el.name === 'h2' || (el.name === 'h3' && Boolean(el.attribs.id))

/**
 * True when the page's head keeps it out of the site's search: robots noindex (error pages, /search), site-search off
 * (frontmatter `search: false`), or a canonical URL elsewhere (an alias such as /about/web3hub is found as its original).
 */
function optedOut(tree: Document, url: string) {
  return Boolean(
    find(tree, (el) => {
      const a = el.attribs
      if (el.name === 'link' && a.rel === 'canonical' && a.href)
        return new URL(a.href, 'http://x').pathname.replace(/(.)\/$/, '$1') !== url
      if (el.name !== 'meta') return false
      const name = a.name?.toLowerCase()
      const content = a.content?.toLowerCase() ?? ''
      return (name === 'robots' && content.includes('noindex')) || (name === 'site-search' && content === 'off')
    }),
  )
}

/** The current page's entry of the breadcrumb in `main` (`<span aria-current="page">` inside a nav), if it has one. */
function breadcrumbOf(main: Element) {
  const nav = find(main, (el) => el.name === 'nav' && Boolean(find(el, (c) => c.attribs['aria-current'] === 'page')))
  const current = nav && find(nav, (el) => el.attribs['aria-current'] === 'page')
  return current ? clean(textOf(current)) : ''
}

/** The names in `names` that differ from each other and from `title`, ignoring case. */
const otherNames = (title: string, names: string[]) =>
  [...new Map(names.filter(Boolean).map((n) => [n.toLowerCase(), n])).values()].filter(
    (n) => n.toLowerCase() !== title.toLowerCase(),
  )

/**
 * The page's head and the inside of its main, without the header, menus and footer between and after them (nine
 * tenths of a page), which nothing here reads: parsing them was most of the index's time; nor what main marks
 * data-search-ignore (an article's end), cut before parsing as `isSkipped` would skip it after. The whole page when it
 * has no `<main>`.
 */
const headAndMain = (html: string) =>
  /<main[\s>]/.test(html)
    ? `${headOf(html)}</head><main>${withoutMarked(mainOf(html), 'data-search-ignore')}</main>`
    : html

/**
 * The searchable sections of one pre-rendered page, from its `<main>` only (never the header, menu, footer or skip
 * link): the text before the first heading (linked to the page itself, its heading the page's h1), then one section
 * per h2 (and per h3 with an id), linked to the heading's id or, for a heading without one, to the nearest enclosing
 * element's id.
 * The page is named by its `<title>` without the brand (its first part: 'Freight Booking' of 'Freight Booking |
 * Industry Voice'), or by its h1 where the title is the brand alone (the home page); its breadcrumb and `menuNames`
 * (the menus' labels for it) are its other names.
 * `undefined` for a page that opts out (see `optedOut`) or has no `<main>`.
 */
export function extractPage(
  html: string,
  url: string,
  siteName: string,
  menuNames: string[] = [],
): IndexedPage | undefined {
  const tree = parseDocument(headAndMain(html))
  if (optedOut(tree, url)) return undefined
  const main = find(tree, (el) => el.name === 'main')
  if (!main) return undefined
  const titleEl = find(tree, (el) => el.name === 'title')
  const h1El = find(main, (el) => el.name === 'h1')
  const h1 = clean(h1El ? textOf(h1El) : '')
  const name = clean(titleEl ? textOf(titleEl) : '')
    .split('|')
    .map((part) => part.trim())
    .find((part) => part && part !== siteName)
  const title = name || h1 || url
  const descriptionEl = find(tree, (el) => el.name === 'meta' && el.attribs.name === 'description')
  const publishedEl = find(tree, (el) => el.name === 'meta' && el.attribs.property === 'article:published_time')

  const sections: Section[] = []
  let current: Section = { heading: h1 || title, anchor: '', text: '' }
  const ids: string[] = []
  function walk(node: ChildNode) {
    if (node.type === ElementType.Text) return void (current.text += node.data)
    if (!isElement(node) || isSkipped(node) || node.name === 'h1') return
    if (startsSection(node)) {
      sections.push(current)
      current = { heading: clean(textOf(node)), anchor: node.attribs.id || ids.findLast(Boolean) || '', text: '' }
      return
    }
    ids.push(node.attribs.id ?? '')
    const block = !INLINE.has(node.name)
    if (block) current.text += ' '
    for (const child of node.children) walk(child)
    if (block) current.text += ' '
    ids.pop()
  }
  for (const child of main.children) walk(child)
  sections.push(current)

  return {
    url,
    title,
    names: otherNames(title, [breadcrumbOf(main), ...menuNames]),
    description: clean(descriptionEl?.attribs.content ?? ''),
    ...(publishedEl?.attribs.content ? { published: publishedEl.attribs.content } : {}),
    sections: sections.map((s) => ({ ...s, text: clean(s.text) })).filter((s) => s.text || s.anchor),
  }
}

/**
 * Pages of a build to read for the index: files of `clientDir`, each also named by the menus' labels for it; what is
 * read of each is kept in `cacheDir` (readPagesOf).
 */
export type PagesJob = {
  clientDir: string
  files: string[]
  siteName: string
  menuNames: Record<string, string[]>
  cacheDir: string
}

/** The code that reads a page for the index (this file and what it imports). */
const CODE = new URL('./extractSections.ts', import.meta.url)

/**
 * Each file of the job read as the index sees it (extractPage), in the job's order. What was read of a page is kept in
 * `cacheDir` under a hash of its HTML, its address, its names and this code: a rebuild takes a page that came out as
 * before from there instead of parsing it again (~2 ms a page: 10,000 articles' pages were 20 s of the index's work).
 */
export function readPagesOf({ clientDir, files, siteName, menuNames, cacheDir }: PagesJob) {
  const code = codeHash(CODE)
  return files.map((file) => {
    const url = pageAddress(clientDir, file)
    const html = fs.readFileSync(file)
    const key = createHash('sha256')
      .update(`${code}\0${url}\0${siteName}\0${JSON.stringify(menuNames[url] ?? [])}\0`)
      .update(html)
      .digest('hex')
      .slice(0, 32)
    const kept = path.join(cacheDir, `${key}.json`)
    // null: a page the index leaves out
    const known = readKept<IndexedPage | null>(kept)
    if (known !== undefined) return known ?? undefined
    const page = extractPage(html.toString('utf8'), url, siteName, menuNames[url])
    keepInCache(kept, JSON.stringify(page ?? null), 'search: what was read of the pages is not kept for the next build')
    return page
  })
}
