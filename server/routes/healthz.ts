import type { FastifyInstance } from 'fastify'

/** A health answer is reused this long, so a flood of checks does not become a flood of fsyncs. */
const FRESH_MS = 1000

/**
 * GET /healthz: 200 when a contact message could be stored right now, 503 otherwise (for the load balancer or the
 * process supervisor). It writes, because a database that is locked, read-only or full still answers reads.
 */
export async function healthRoute(app: FastifyInstance) {
  let last: { at: number; result: Promise<unknown> } | undefined
  const check = () => {
    if (!last || Date.now() - last.at >= FRESH_MS) last = { at: Date.now(), result: app.messages.checkWritable() }
    return last.result
  }

  app.get('/healthz', async (req, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await check()
      return { status: 'ok', database: 'ok' }
    } catch (error) {
      req.log.error({ err: error }, 'health check failed')
      return reply.code(503).send({ status: 'error', database: 'unavailable' })
    }
  })
}
