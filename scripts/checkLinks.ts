// Build step: every internal link and #anchor on every pre-rendered page must resolve. Run by `npm run build`.
import fs from 'node:fs'
import path from 'node:path'
import { filesUnder, pageAddress } from './lib/files.ts'
import { decodeEntities } from './lib/html.ts'
import { readPage } from './seo/pageMeta.ts'
import { isMain } from '../server/isMain.ts'

export type BrokenLink = { page: string; source: string; href: string; reason: string }

type Options = {
  /** Routes allowed although not pre-rendered; a trailing '*' allows everything under a route, '/#id' an anchor on the home page. */
  allow?: string[]
  /** Project root, to name the source file of a page. */
  root?: string
}

const attr = (html: string, tag: string, name: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*?\\s${name}="([^"]*)"`, 'gi'))].map((m) => decodeEntities(m[1]!))

/** The ids a link's #anchor may name on a page: every element's id, and <a name>. */
export const anchorsIn = (html: string) => new Set([...attr(html, '[a-z0-9]+', 'id'), ...attr(html, 'a', 'name')])

/** Every link of a page (a and area hrefs). */
export const linksIn = (html: string) => [...attr(html, 'a', 'href'), ...attr(html, 'area', 'href')]

/** What a link's target is: a page with these anchors, a file (a PDF, an image), or nothing. */
export type Target = Set<string> | 'file' | undefined

/**
 * Why an internal link of `page` is broken, or undefined when it resolves (external links, mailto: and tel: always
 * do). `targetOf` answers for a path: the build reads dist/, the preview asks its own server.
 */
export async function whyBroken(
  page: string,
  href: string,
  targetOf: (path: string) => Target | Promise<Target>,
  allowed: (target: string) => boolean = () => false,
): Promise<string | undefined> {
  if (!href.startsWith('/') && !href.startsWith('#')) return undefined
  if (href.startsWith('//')) return undefined
  const [pathAndQuery, hash] = href.split('#') as [string, string | undefined]
  const target = (pathAndQuery.split('?')[0] || page).replace(/(.)\/$/, '$1')
  const ids = await targetOf(target)
  if (ids === 'file') return undefined
  if (!ids) return allowed(target) ? undefined : `no page is pre-rendered at ${target}`
  // "#top" always scrolls to the top of the document (HTML spec), with or without such an id.
  if (hash && hash !== 'top' && !ids.has(decodeURIComponent(hash)) && !allowed(`${target}#${hash}`))
    return `no element with id "${hash}" on ${target}`
  return undefined
}

/**
 * The file under content/ or pages/ a route is written in, when we can tell: its MDX file, else the +Page.tsx of the
 * deepest folder of pages/ that holds it, by name or by parameter (/blog/page/3: pages/blog/page/@n; /blog/topics/ai
 * and its later pages: pages/blog/topics, whose route function takes them). A dated copy's (/_as-of/<moment>/…) is its
 * page's.
 */
export function sourceOf(route: string, root: string): string {
  const seg = route
    .replace(/^\/_as-of\/[^/]+/, '')
    .split('/')
    .filter(Boolean)
  const paramFolders = (dir: string) =>
    fs.existsSync(path.join(root, dir))
      ? fs
          .readdirSync(path.join(root, dir))
          .filter((f) => f.startsWith('@'))
          .map((f) => `${dir}/${f}`)
      : []
  const candidates =
    seg.length === 0
      ? ['pages/index/+Page.tsx']
      : [
          ...(seg.length === 1
            ? [`content/legal/${seg[0]}.mdx`, `content/pages/${seg[0]}.mdx`]
            : [`content/${seg[0]}/${seg.slice(1).join('/')}.mdx`]),
          // An earlier version of a policy: /privacy/2025-04-01.
          ...(seg.length === 2 ? [`content/legal/${seg[0]}/${seg[1]}.mdx`] : []),
          ...seg.flatMap((_, i) => {
            const dir = `pages/${seg.slice(0, seg.length - i).join('/')}`
            return [dir, ...paramFolders(path.posix.dirname(dir))].map((d) => `${d}/+Page.tsx`)
          }),
        ]
  return candidates.find((c) => fs.existsSync(path.join(root, c))) ?? route
}

/**
 * The route a content file is the page of (sourceOf's other way): content/legal/privacy.mdx and content/pages/careers.mdx
 * at /privacy and /careers, an earlier policy version content/legal/privacy/2025-04-01.mdx at /privacy/2025-04-01, the
 * others under their folder's name (content/about/vision.mdx at /about/vision).
 */
export function routeOf(file: string): string {
  const [, kind, ...rest] = file.replace(/\.mdx$/, '').split('/')
  return kind === 'legal' || kind === 'pages' ? `/${rest.join('/')}` : `/${kind}/${rest.join('/')}`
}

/** Every pre-rendered page under clientDir, by route: its anchors and its links. */
export function readSite(clientDir: string) {
  const pages = new Map<string, Set<string>>()
  const linksOf = new Map<string, string[]>()
  for (const file of filesUnder(clientDir, '.html')) {
    // The body: the links and anchors are there, and without the head's style a page is a smaller string (readPage).
    const html = readPage(file).body
    const route = pageAddress(clientDir, file)
    pages.set(route, anchorsIn(html))
    linksOf.set(route, linksIn(html))
  }
  return { pages, linksOf }
}

/** Checks every page under clientDir; returns the broken links (empty when all resolve). */
export async function checkLinks(clientDir: string, opts: Options = {}): Promise<BrokenLink[]> {
  const root = opts.root ?? process.cwd()
  const allow = opts.allow ?? []
  const { pages, linksOf } = readSite(clientDir)
  const allowed = (target: string) =>
    allow.some((a) =>
      a.endsWith('*') ? target === a.slice(0, -1) || target.startsWith(a.slice(0, -1) + '/') : target === a,
    )
  const targetOf = (target: string): Target => {
    const ids = pages.get(target)
    if (ids) return ids
    const file = path.join(clientDir, decodeURIComponent(target))
    return file.startsWith(clientDir) && fs.existsSync(file) && fs.statSync(file).isFile() ? 'file' : undefined
  }

  const broken: BrokenLink[] = []
  for (const [page, hrefs] of linksOf) {
    for (const href of new Set(hrefs)) {
      const reason = await whyBroken(page, href, targetOf, allowed)
      if (reason) broken.push({ page, source: sourceOf(page, root), href, reason })
    }
  }
  return broken
}

/** One line per broken link: "content/about/vision.mdx (/about/vision): /about/missio — no page is pre-rendered at /about/missio". */
export function formatBroken(broken: BrokenLink[]) {
  return broken
    .map((b) => `${b.source}${b.source === b.page ? '' : ` (${b.page})`}: ${b.href} — ${b.reason}`)
    .join('\n')
}

if (isMain(import.meta.url)) {
  const clientDir = path.resolve('dist/client')
  const broken = await checkLinks(clientDir)
  if (broken.length) {
    console.error(`Broken internal links (${broken.length}):\n${formatBroken(broken)}`)
    process.exit(1)
  }
  console.log(`checkLinks: every internal link and anchor resolves`)
}
