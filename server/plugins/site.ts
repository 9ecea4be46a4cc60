import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { loadDatedCopies } from '../site/asOf'
import { variantFor } from '../site/encodings'
import { loadFile, loadPages, type Page } from '../site/loadPages'
import { loadRedirects, locationOf } from '../site/redirects'
import { loadTextTwins, prefersMarkdown, twinOf } from '../site/textTwins'

const HASHED = /^\/assets\//
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'
const XML = 'application/xml; charset=utf-8'

/** True when the If-None-Match header names this ETag (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
}

/**
 * Serves the pre-rendered site from dist/client:
 * - every HTML page from memory (loaded and compressed once at start, brotli/gzip by Accept-Encoding, ETag and 304),
 *   at its pretty URL with and without the trailing slash (/about and /about/ → about/index.html);
 * - every other file with @fastify/static (its pre-compressed .br/.gz sent when the client accepts them, never at their
 *   own path; hashed /assets/ immutable for a year);
 * - unknown paths with the pre-rendered 404 page and status 404, or the section's own not-found page
 *   when one is pre-rendered at /<section>/404 ('Category Not Found' under /about);
 * - never a dotfile, and never anything outside dist/client;
 * - the addresses a page used to have: 301 to its new address (query kept), or 410 for a page gone on purpose
 *   (site/redirects.ts), before the small page the build leaves at each old address for static hosts;
 * - a policy as it reads today, and the lists as they read this minute: the build's copy for another moment when a
 *   version in force has changed or a scheduled article has gone live since; a scheduled article's page answers 404
 *   until its minute (site/asOf.ts);
 * - every page's Markdown twin at <page>.md, and on the page's URL to `Accept: text/markdown` (site/textTwins.ts).
 */
export async function sitePlugin(app: FastifyInstance, opts: { root: string }) {
  const root = path.resolve(opts.root)
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run "npm run build" first.`)
  }
  const pages = loadPages(root)
  const notFound = pages.get('404.html')
  if (!notFound) throw new Error(`No 404.html in ${root}: run "npm run build" first.`)
  const dated = loadDatedCopies(path.dirname(root), app.siteClock)
  const twins = loadTextTwins(root)

  function sendPage(
    req: FastifyRequest,
    reply: FastifyReply,
    page: Page,
    status = 200,
    type = 'text/html; charset=utf-8',
    vary = 'accept-encoding',
  ) {
    const v = variantFor(req, reply, page, type, vary)
    if (status !== 200) return reply.code(status).header('cache-control', 'no-cache').send(v.body)
    reply.header('cache-control', REVALIDATE).header('etag', v.etag)
    if (matches(req.headers['if-none-match'], v.etag)) return reply.code(304).removeHeader('content-encoding').send()
    return reply.send(v.body)
  }

  /** The section's own not-found page (/<section>/404) when the build has one, else the site's. */
  function notFoundPageFor(url: string) {
    const section = url.split('/')[1]
    return (section && /^[a-z0-9-]+$/.test(section) && pages.get(`${section}/404/index.html`)) || notFound!
  }

  for (const redirect of loadRedirects(path.dirname(root)))
    for (const url of redirect.from === '/' ? ['/'] : [redirect.from, `${redirect.from}/`])
      app.get(url, { config: { metricsRoute: 'redirect' } }, (req, reply) =>
        redirect.status === 301
          ? void reply.header('cache-control', 'public, max-age=3600').redirect(locationOf(redirect, req.url), 301)
          : void sendPage(req, reply, notFound, 410),
      )

  // Every page has a route of its own: one name in the metrics for all of them, so the series stay few.
  const asPage = { config: { metricsRoute: 'page', analytics: 'page' } } as const
  for (const [file, page] of pages) {
    if (!file.endsWith('index.html') || file === '404/index.html' || file.endsWith('/404/index.html')) continue
    const dir = file.slice(0, -'index.html'.length) // '' or 'about/'
    const urls = dir === '' ? ['/'] : [`/${dir}`, `/${dir.slice(0, -1)}`]
    // Not returning the reply: a sync handler's return value would be sent a second time.
    const twin = twins.get(twinOf(file))
    for (const url of urls) {
      // A page with its own route (/search, filled in by the server) keeps it.
      if (app.hasRoute({ method: 'GET', url })) continue
      if (!twin)
        app.get(url, asPage, (req, reply) =>
          dated.hidden(file)
            ? void sendPage(req, reply, notFoundPageFor(url), 404)
            : void sendPage(req, reply, dated.pick(file) ?? page),
        )
      else
        app.get(url, asPage, (req, reply) =>
          dated.hidden(file)
            ? void sendPage(req, reply, notFoundPageFor(url), 404)
            : prefersMarkdown(req.headers.accept)
              ? void sendPage(
                  req,
                  reply,
                  dated.pick(twinOf(file)) ?? twin.page,
                  200,
                  twin.type,
                  'accept, accept-encoding',
                )
              : void sendPage(req, reply, dated.pick(file) ?? page, 200, undefined, 'accept, accept-encoding'),
        )
    }
  }
  for (const [file, twin] of twins)
    app.get(`/${file}`, { config: { metricsRoute: 'markdown' } }, (req, reply) =>
      dated.hidden(file)
        ? void sendPage(req, reply, notFoundPageFor(`/${file}`), 404)
        : void sendPage(req, reply, dated.pick(file) ?? twin.page, 200, twin.type),
    )
  // The sitemap and the blog's feed as they read now, when scheduled articles make them change.
  for (const file of [...dated.files].filter((f) => f.endsWith('.xml') && fs.existsSync(path.join(root, f)))) {
    const built = loadFile(root, path.join(root, file))
    app.get(
      `/${file}`,
      { config: { metricsRoute: 'page' } },
      (req, reply) => void sendPage(req, reply, dated.pick(file) ?? built, 200, XML),
    )
  }

  await app.register(fastifyStatic, {
    root,
    // 'ignore' answers dotfiles as if they did not exist (404), where 'deny' would confirm them with a 403.
    dotfiles: 'ignore',
    preCompressed: true,
    index: false,
    redirect: false,
    wildcard: true,
    cacheControl: false,
    // HTML is answered from memory above; a direct /about/index.html gets the 404 page like any unknown path. The
    // build's .br/.gz files are only ever sent for their file, negotiated: as pages of their own they would be the
    // build's text, past the version of a policy in force today, under a type no browser shows.
    allowedPath: (pathname) => !/\.(html|br|gz)$/.test(pathname) && !pathname.split('/').some((s) => s.startsWith('.')),
    setHeaders(reply, filePath) {
      reply.header('cache-control', HASHED.test(filePath.slice(root.length)) ? IMMUTABLE : REVALIDATE)
    },
  })

  // @fastify/static reports malformed or malicious paths (NUL bytes, ../ outside the root) as 400/403: answer them as unknown pages.
  app.setErrorHandler((error: { statusCode?: number }, req, reply) => {
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) sendPage(req, reply, notFound, 404)
    else {
      req.log.error(error, 'error while serving a file')
      reply.code(500).type('text/plain; charset=utf-8').send('Internal Server Error')
    }
  })

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/'
    if (url.startsWith('/api/')) reply.code(404).header('cache-control', 'no-store').send({ message: 'Not found' })
    else sendPage(req, reply, notFoundPageFor(url), 404)
  })
}
