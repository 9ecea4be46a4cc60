// The baseline for `npm run bench`: the same build served by plain @fastify/static (pre-compressed files, index.html),
// without the in-memory pages, security headers or APIs.
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'

const app = Fastify({ logger: false })
await app.register(fastifyStatic, {
  root: path.resolve(process.env.DIST_DIR ?? 'dist', 'client'),
  preCompressed: true,
  index: ['index.html'],
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
