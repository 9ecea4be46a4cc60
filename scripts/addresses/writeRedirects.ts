// Build step, last: checks and writes the site's redirects, and keeps the list of every address it has published.
// - Redirects: each MDX page's `redirectFrom` and content/redirects.ts, chains collapsed to one hop (resolveRedirects.ts);
//   written as dist/redirects.json (the server answers them: server/site/redirects.ts), dist/client/_redirects (for a CDN
//   or static host) and a small page at each old address with a meta refresh and rel=canonical (for hosts reading neither).
// - Published addresses: content/published-addresses.txt. An address the build no longer makes, without a redirect or a
//   410, stops the build; new addresses are added to the list, and the build says which.
// Reads <cwd>/content and <cwd>/dist, so a test can run it on a small fixture site.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { absoluteUrl, siteUrl } from '../../components/seo/siteUrl'
import { blogPageUrl, isLaterBlogPage } from '../../content/blogPages'
import type { Redirect } from '../../content/redirects'
import { hiddenAt, readTimeline } from '../../server/site/asOf'
import { findAllPages, isNotFoundRoute } from '../audit/routes'
import { filesUnder } from '../lib/files'
import { escapeHtml } from '../lib/html'
import { LIST_FILE, checkPublished, formatList, parseList, type Published } from './publishedAddresses'
import { resolveRedirects, type Resolved } from './resolveRedirects'
import { REDIRECTS_FILE, mdxPages, pageFileOf, redirectSources } from './sources'

const root = process.cwd()
const client = path.join(root, 'dist/client')
const { redirects: listed, movedPage } = (await import(pathToFileURL(path.join(root, REDIRECTS_FILE)).href)) as {
  redirects: readonly Redirect[]
  movedPage: { title: string; text: string }
}

const mdx = mdxPages(root)
const routes = findAllPages(client).filter((r) => !isNotFoundRoute(r))
// /blog/page/1 moves to /blog wherever the site has a blog's list.
const sources = redirectSources(mdx, listed, routes.includes(blogPageUrl(1)))
const { redirects, errors } = resolveRedirects(sources, new Set(routes))

const fileOf = new Map(mdx.flatMap((page) => page.addresses.map((a) => [a, page.file] as const)))
// A scheduled article joins the list once it is out (at the first build after its minute).
const timeline = readTimeline(path.join(root, 'dist'))
const notYet = hiddenAt(timeline, timeline?.built ?? '')
// The blog list's later pages come and go with the number of articles: they are no address of their own to keep.
const live: Published[] = routes
  .filter((address) => !notYet.has(address) && !isLaterBlogPage(address))
  .map((address) => ({
    address,
    file: fileOf.get(address) ?? pageFileOf(address, root) ?? 'pages/',
  }))
const listPath = path.join(root, LIST_FILE)
const published = checkPublished(
  parseList(fs.existsSync(listPath) ? fs.readFileSync(listPath, 'utf8') : ''),
  live,
  redirects,
)
errors.push(...published.errors, ...listsFollow(new Set([...live.map((p) => p.address), ...notYet])))
if (errors.length) {
  console.error(`Address errors:\n  ${errors.join('\n  ')}`)
  process.exit(1)
}

fs.writeFileSync(path.join(root, 'dist/redirects.json'), JSON.stringify(redirects, null, 2))
fs.writeFileSync(path.join(client, '_redirects'), redirects.map(netlifyLine).join('\n') + '\n')
for (const r of redirects.filter((r) => r.status === 301)) {
  fs.mkdirSync(path.join(client, r.from), { recursive: true })
  fs.writeFileSync(path.join(client, r.from, 'index.html'), movedHtml(r.to!))
}
if (published.added.length) fs.writeFileSync(listPath, formatList(published.list))

const moved = redirects.filter((r) => r.status === 301).length
console.log(
  `writeRedirects: ${moved} moved (301) and ${redirects.length - moved} gone (410) address(es) in dist/redirects.json and dist/client/_redirects`,
)
console.log(
  published.added.length
    ? `writeRedirects: ${published.added.length} new address(es) added to ${LIST_FILE} (commit it): ${published.added.map((p) => p.address).join(', ')}`
    : `writeRedirects: ${LIST_FILE} lists all ${published.list.length} addresses the site has published`,
)

/**
 * The sitemap, llms.txt and the text twins name only addresses the site publishes (a live line of the list, or a
 * scheduled article's): never an old address that now redirects, nor a page the list does not know.
 */
function listsFollow(known: Set<string>) {
  const read = (file: string) =>
    fs.existsSync(path.join(client, file)) ? fs.readFileSync(path.join(client, file), 'utf8') : ''
  const addressOf = (url: string) => new URL(url, 'https://x').pathname.replace(/\.md$/, '').replace(/^\/index$/, '/')
  const named = {
    'sitemap.xml': [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => addressOf(m[1]!)),
    'llms.txt': [...read('llms.txt').matchAll(/\]\((https?:\/\/[^)\s]+\.md)\)/g)].map((m) => addressOf(m[1]!)),
    'the text twins (*.md)': filesUnder(client, '.md').map((f) =>
      addressOf(path.relative(client, f).split(path.sep).join('/')),
    ),
  }
  return Object.entries(named).flatMap(([list, addresses]) =>
    addresses
      .filter((a) => !known.has(a))
      .map((a) => `dist/client: ${list} names ${a}, which is no page the site publishes today (${LIST_FILE})`),
  )
}

/** A line of Netlify's _redirects (also read by Cloudflare Pages and others): from, to, status. */
function netlifyLine(r: Resolved) {
  return r.status === 301 ? `${r.from}  ${r.to}  301` : `${r.from}  /404.html  410`
}

function movedHtml(to: string) {
  const url = escapeHtml(absoluteUrl(to, siteUrl()))
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(movedPage.title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${url}">
<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">
</head>
<body>
<p>${escapeHtml(movedPage.text)} <a href="${escapeHtml(to)}">${url}</a>.</p>
</body>
</html>
`
}
