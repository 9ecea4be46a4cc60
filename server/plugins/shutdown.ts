import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * While the server shuts down, every response closes its connection: a keep-alive connection busy with a request
 * when the close began would otherwise stay open after its answer and hold the shutdown for the keep-alive timeout.
 */
export const shutdownPlugin = fp(async (app: FastifyInstance) => {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
})
