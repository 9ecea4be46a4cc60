import type { ServerResponse } from 'node:http'
import type { ErrorPayload, Plugin } from 'vite'
import { anchorsIn, formatBroken, linksIn, sourceOf, whyBroken, type BrokenLink, type Target } from '../checkLinks.ts'

/** Marks the preview's own requests for a link's target, whose links are not checked in turn. */
const CHECKING = 'x-ethereal-link-check'

/**
 * `npm run dev` only: the links of the page a writer looks at are checked as the build checks them (scripts/checkLinks.ts:
 * every internal link and #anchor must lead somewhere), and a broken one shows in Vite's error overlay over the page
 * with the build's sentence. Only links to pages and anchors in the page's <main> (its text; the header and footer, and
 * links to files, are left to the build), after the page has been sent, each target asked of this server once until a
 * file changes.
 */
export function devLinkCheck(): Plugin {
  return {
    name: 'ethereal:dev-link-check',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root
      const targets = new Map<string, Promise<Target>>()
      server.watcher.on('all', () => targets.clear())

      const check = async (origin: string, page: string, html: string) => {
        const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html
        const targetOf = (target: string) => {
          // A file (the feed, a PDF, a text twin) may be one the build writes after pre-rendering, which the preview
          // cannot serve: the build checks those.
          if (/\.\w+$/.test(target)) return 'file'
          let answer = targets.get(target)
          if (!answer) {
            answer = fetch(origin + target, { headers: { accept: 'text/html', [CHECKING]: '1' } }).then(async (r) => {
              if (!r.ok) return undefined
              return r.headers.get('content-type')?.includes('text/html') ? anchorsIn(await r.text()) : 'file'
            })
            targets.set(target, answer)
          }
          return answer
        }
        const broken: BrokenLink[] = []
        for (const href of new Set(linksIn(main))) {
          const reason = await whyBroken(page, href, targetOf)
          if (reason) broken.push({ page, source: sourceOf(page, root), href, reason })
        }
        if (!broken.length) return
        const message = `Broken links:\n${formatBroken(broken)}`
        server.config.logger.error(message, { timestamp: true })
        report = { type: 'error', err: { message, stack: '', plugin: 'ethereal:dev-link-check' } }
        server.ws.send(report)
      }
      // The page's own connection may open after its check is done: it gets the report then.
      let report: ErrorPayload | undefined
      server.ws.on('connection', () => report && server.ws.send(report))

      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html') || req.headers[CHECKING]) return next()
        const page = (req.originalUrl ?? req.url ?? '/').split(/[?#]/)[0]!
        report = undefined
        whenSent(res, (html) => {
          check(`http://${req.headers.host}`, page, html).catch((e: unknown) =>
            server.config.logger.warn(`The preview could not check the links of ${page}: ${String(e)}`),
          )
        })
        next()
      })
    },
  }
}

/** Calls `then` with the HTML of a page once it is sent (a page that answered 200), keeping every byte as it goes. */
function whenSent(res: ServerResponse, then: (html: string) => void) {
  const chunks: Buffer[] = []
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    )
  }
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1])
    return write(...args)
  }) as typeof res.write
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1])
    const html = res.statusCode === 200 && String(res.getHeader('content-type')).includes('text/html')
    if (html) setImmediate(() => then(Buffer.concat(chunks).toString('utf8')))
    return end(...args)
  }) as typeof res.end
}
