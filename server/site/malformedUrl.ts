import fs from 'node:fs'
import path from 'node:path'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Fastify's answer to a URL it cannot decode (`/%`, `/%zz`): it is given before routing, so no hook runs and the
 * security headers would be missing. This answers with the site's not-found page and the same headers as every page.
 */
export function malformedUrlAnswer(root: string, headers: Record<string, string>) {
  const file = path.join(root, '404.html')
  const page = fs.existsSync(file)
    ? fs.readFileSync(file)
    : '<!DOCTYPE html><title>Page not found</title><h1>Page not found</h1>'
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers).header('cache-control', 'no-cache')
    if (error.code === 'FST_ERR_BAD_URL') {
      request.log.info({ outcome: 'malformed-url' }, 'malformed URL answered with the not-found page')
      return void reply.code(404).type('text/html; charset=utf-8').send(page)
    }
    request.log.error({ err: error }, 'request failed before routing')
    reply.code(500).type('text/plain; charset=utf-8').send('Internal Server Error')
  }
}
