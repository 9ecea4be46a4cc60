import fs from 'node:fs'
import path from 'node:path'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { searchText } from '../../content/search'
import type { ServerConfig } from '../config'
import { scheduledNow } from '../site/asOf'
import { DEFAULT_LIMIT, SearchIndex, type SearchAnswer } from '../search/SearchIndex'
import { searchPage } from '../search/searchPage'
import { MAX_QUERY_CHARS } from '../search/terms'

type Query = { q?: unknown; limit?: unknown }

/** The query as text: the first `q` when sent more than once, cut to what the search reads. */
const queryText = (q: unknown) =>
  (typeof q === 'string' ? q : Array.isArray(q) && typeof q[0] === 'string' ? q[0] : '').slice(0, MAX_QUERY_CHARS * 5)

/**
 * The build's search index, or none when there is none or it cannot be read (logged): search then answers 503, and
 * every page is served as usual.
 */
function openIndex(app: FastifyInstance, file: string) {
  if (!fs.existsSync(file)) {
    app.log.warn({ file }, 'no search index: run "npm run build"; search answers 503 until then')
    return undefined
  }
  try {
    return new SearchIndex(file)
  } catch (error) {
    app.log.error({ err: error, file }, 'the search index cannot be read: search answers 503 until the next build')
    return undefined
  }
}

/**
 * The site search over dist/search.db (written by the build, opened read-only):
 * - `GET /api/search?q=&limit=`: `{ query, results: [{ title, heading, url, snippet: { text, highlights } }], total, correctedQuery? }`;
 * - `GET /search?q=`: the pre-rendered /search page with the results filled in, for browsers without JavaScript.
 * Any query answers 200 (with results or none); both are rate-limited per client address. The query is never logged.
 */
export async function searchRoute(app: FastifyInstance, { config }: { config: ServerConfig }) {
  const file = path.join(config.distDir, 'search.db')
  const index = openIndex(app, file)
  app.addHook('onClose', async () => index?.close())
  const pageFile = path.join(config.distDir, 'client', 'search', 'index.html')
  const page = fs.existsSync(pageFile) ? fs.readFileSync(pageFile, 'utf8') : undefined

  const tooMany = () => Object.assign(new Error(searchText.tooMany), { statusCode: 429 })
  const rateLimit =
    config.searchRateLimit > 0
      ? { max: config.searchRateLimit, timeWindow: '1 minute', errorResponseBuilder: tooMany }
      : false

  function sendPage(reply: FastifyReply, status: number, query: string, answer?: SearchAnswer, limited = false) {
    if (!page)
      return reply
        .code(status === 200 ? 503 : status)
        .header('cache-control', 'no-store')
        .send({ message: searchText.unavailable })
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(searchPage(page, { query, answer, tooMany: limited }))
  }

  // Answers without returning the reply: a sync error handler's return value would be sent a second time.
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply) => {
    const status = error.statusCode ?? 500
    if (status >= 500) request.log.error({ err: error }, 'search failed')
    app.metrics.searchQueries.inc({ result: status === 429 ? 'rate-limited' : 'unavailable' })
    const isPage = request.routeOptions.url?.startsWith('/search')
    const message = status === 429 ? searchText.tooMany : searchText.unavailable
    if (isPage && status === 429) void sendPage(reply, 429, queryText((request.query as Query)?.q), undefined, true)
    else
      reply
        .code(status === 429 ? 429 : 503)
        .header('cache-control', 'no-store')
        .send({ message })
  })

  const routeConfig = { config: { rateLimit } } as const
  // The /search page is a pre-rendered page like the others: a view of it counts (its query is counted as a search).
  const pageConfig = { config: { rateLimit, analytics: 'page' } } as const

  // A scheduled article is indexed with the build and found from its minute on (server/site/asOf.ts).
  const notOutYet = scheduledNow(config.distDir, app.siteClock)
  function search(query: string, limit?: number): SearchAnswer {
    const answer = index!.search(query, limit)
    const hidden = notOutYet()
    if (!hidden.size) return answer
    return { ...answer, results: answer.results.filter((r) => !hidden.has(r.url.split('#')[0]!)) }
  }

  app.get<{ Querystring: Query }>('/api/search', routeConfig, async (request, reply) => {
    if (!index) {
      app.metrics.searchQueries.inc({ result: 'unavailable' })
      return reply.code(503).header('cache-control', 'no-store').send({ message: searchText.unavailable })
    }
    const query = queryText(request.query.q)
    const limit = Number(typeof request.query.limit === 'string' ? request.query.limit : DEFAULT_LIMIT)
    const answer = search(query, limit)
    app.metrics.searchQueries.inc({ result: 'answered' })
    app.analytics.search(request, query, answer.total, true)
    // The index changes only with a new build, or when a scheduled article goes live: the visitor's browser may keep an
    // answer a few minutes, unless an article is still to come; no shared cache (a CDN, a proxy) may store or log a
    // visitor's words.
    return reply
      .header('cache-control', notOutYet().size ? 'private, no-cache' : 'private, max-age=300')
      .header('x-robots-tag', 'noindex')
      .send({ query, ...answer })
  })

  for (const url of ['/search', '/search/']) {
    app.get<{ Querystring: Query }>(url, pageConfig, async (request, reply) => {
      const query = queryText(request.query.q)
      const answer = index && search(query)
      app.metrics.searchQueries.inc({ result: answer ? 'answered' : 'unavailable' })
      if (answer) app.analytics.search(request, query, answer.total, false)
      return answer ? sendPage(reply, 200, query, answer) : sendPage(reply, 503, query)
    })
  }
}
