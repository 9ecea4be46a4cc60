import type { FastifyInstance } from 'fastify'

/** GET /healthz: 200 when the message database answers, 503 otherwise (for the load balancer or the process supervisor). */
export async function healthRoute(app: FastifyInstance) {
  app.get('/healthz', async (req, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      app.messages.check()
      return { status: 'ok', database: 'ok' }
    } catch (error) {
      req.log.error({ err: error }, 'health check failed')
      return reply.code(503).send({ status: 'error', database: 'unavailable' })
    }
  })
}
