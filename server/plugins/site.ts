import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const HASHED = /\/assets\//

/**
 * Serves the pre-rendered site from dist/client: pretty URLs (/about → about/index.html),
 * the pre-rendered 404 page with status 404, pre-compressed .br/.gz files, and cache headers
 * (hashed assets immutable for a year, everything else revalidated).
 */
export async function sitePlugin(app: FastifyInstance, opts: { root: string }) {
  const root = opts.root
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run "npm run build" first.`)
  }
  const notFoundHtml = fs.readFileSync(path.join(root, '404.html'), 'utf8')

  /**
   * A section may pre-render its own not-found page at /<section>/404 (for example 'Category Not Found'
   * under /about). Unknown paths inside that section get it, with status 404; so does /<section>/404 itself.
   */
  function notFoundPageFor(url: string) {
    const section = url.split('/')[1]
    if (section && /^[a-z0-9-]+$/.test(section)) {
      const file = path.join(root, section, '404', 'index.html')
      if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8')
    }
    return notFoundHtml
  }

  await app.register(fastifyStatic, {
    root,
    dotfiles: 'deny',
    preCompressed: true,
    index: ['index.html'],
    redirect: false,
    wildcard: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        HASHED.test(filePath.slice(root.length)) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      )
    },
  })

  app.setNotFoundHandler((req, reply) => {
    const url = decodeURIComponent(req.url.split('?')[0] ?? '/')
    if ((req.method === 'GET' || req.method === 'HEAD') && !url.includes('..') && !url.split('/').some((s) => s.startsWith('.'))) {
      const rel = url.replace(/\/+$/, '')
      const candidate = path.join(root, rel, 'index.html')
      if (rel && !rel.endsWith('/404') && candidate.startsWith(root + path.sep) && fs.existsSync(candidate)) {
        return reply.sendFile(path.join(rel, 'index.html'))
      }
    }
    reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(notFoundPageFor(url))
  })
}
