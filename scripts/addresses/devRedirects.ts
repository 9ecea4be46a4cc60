import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type { Redirect } from '../../content/redirects.ts'
import { locationOf } from '../../server/site/redirects.ts'
import { normalise, resolveRedirects, type Resolved } from './resolveRedirects.ts'
import { REDIRECTS_FILE, mdxPages, redirectSources } from './sources.ts'

/**
 * `npm run dev` only: an old address answers as the built site will (server/plugins/site.ts), so a writer who renames
 * a page sees its old address lead to the new one: 301 to the page (the query kept) for a `redirectFrom` or a 301 of
 * content/redirects.ts, and /blog/page/1 to /blog; 410 with the not-found page for an address gone on purpose. Drafts'
 * `redirectFrom` too, since the preview shows drafts. Read again after any change under content/.
 *
 * The preview does not know every page the build makes, so it checks less than the build: a redirect to an address
 * that is no page is followed (to the not-found page); loops, an address redirected twice and a redirect that would
 * hide an MDX page are printed with the build's sentence, and such an address is left alone.
 */
export function devRedirects(): Plugin {
  return {
    name: 'ethereal:dev-redirects',
    apply: 'serve',
    configureServer(server) {
      const contentDir = path.join(server.config.root, 'content') + path.sep
      let current: Promise<Map<string, Resolved>> | undefined
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(contentDir)) current = undefined
      })
      // A content file that does not load (its error shows in the page: devContentErrors.ts) leaves no redirects until
      // the next change, and every request answered.
      const redirectsNow = () =>
        (current ??= readRedirects(server).catch((error: unknown) => {
          server.config.logger.warn(`Redirects not read: ${(error as Error).message}`, { timestamp: true })
          return new Map<string, Resolved>()
        }))
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const url = req.originalUrl ?? req.url ?? '/'
        const address = normalise(url.split(/[?#]/)[0]!)
        redirectsNow()
          .then((redirects) => {
            const redirect = redirects.get(address)
            if (!redirect) return next()
            res.setHeader('Cache-Control', 'no-store')
            if (redirect.status === 301) {
              res.writeHead(301, { Location: locationOf(redirect, url) }).end()
              return
            }
            // The not-found page Vike renders for an address that is no page, answered as 410.
            const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => typeof res
            res.writeHead = (status: number, ...rest: unknown[]) => writeHead(status === 404 ? 410 : status, ...rest)
            next()
          })
          .catch(next)
      })
    },
  }
}

/** The redirects by old address, as the build resolves them (chains collapsed), against the pages the preview knows. */
async function readRedirects(server: ViteDevServer): Promise<Map<string, Resolved>> {
  const root = server.config.root
  const { redirects: listed } = (await server.ssrLoadModule(`/${REDIRECTS_FILE}`)) as { redirects: readonly Redirect[] }
  const mdx = mdxPages(root, { drafts: true })
  const sources = redirectSources(mdx, listed, true)
  // Every MDX page, and every address a chain ends at: what the build would check against its pages, the preview
  // takes on trust.
  const froms = new Set(sources.map((s) => s.from))
  const ends = sources.flatMap((s) => (s.to && !froms.has(s.to) ? [s.to] : []))
  const { redirects, errors } = resolveRedirects(sources, new Set([...mdx.flatMap((p) => p.addresses), ...ends]))
  for (const error of errors) server.config.logger.warn(`Address error: ${error}`, { timestamp: true })
  return new Map(redirects.map((r) => [r.from, r]))
}
