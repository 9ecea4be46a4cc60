import zlib from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Below this, compressing saves less than it costs: every answer of this size or more goes out compressed. */
export const COMPRESS_FROM_BYTES = 256

/**
 * Every answer with a body worth compressing goes out as brotli or gzip when the client accepts it. The site's pages
 * and the build's files are sent from their compressed copies (plugins/site.ts), and so is what is the same for everyone
 * (the trade news, compressed once per update); what the server makes per request (search results, the newsletter's
 * and the contact form's pages, JSON) is compressed here as it goes out, at a brotli quality that costs little time.
 * Request bodies are left as they come: a compressed body is not unpacked (a small body could unpack to a huge one).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
})
