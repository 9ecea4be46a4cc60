import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'

type Encoding = 'br' | 'gzip' | 'identity'
type Variant = { body: Buffer; etag: string }
/** One answer held in memory in every encoding, each with its ETag. */
export type Variants = Record<Encoding, Variant>

/** Compressed as tightly as the encodings go: for what is compressed once and sent many times. */
const brotliOnce = (raw: Buffer) =>
  zlib.brotliCompressSync(raw, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  })
const gzipOnce = (raw: Buffer) => zlib.gzipSync(raw, { level: 9 })

/** `raw` in every encoding, compressed now unless the compressed copies are given (the build's .br and .gz). */
export function variantsOf(raw: Buffer, built: { br?: Buffer; gzip?: Buffer } = {}): Variants {
  const hash = crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 22)
  return {
    identity: { body: raw, etag: `"${hash}"` },
    br: { body: built.br ?? brotliOnce(raw), etag: `"${hash}-br"` },
    gzip: { body: built.gzip ?? gzipOnce(raw), etag: `"${hash}-gz"` },
  }
}

// Browsers send a handful of distinct Accept-Encoding headers: remember the answer for each (bounded).
const negotiated = new Map<string, Encoding>()

/** The encoding to answer this request in: brotli, else gzip, when the client accepts it. */
function encodingFor(req: FastifyRequest): Encoding {
  const header = req.headers['accept-encoding'] ?? ''
  let encoding = negotiated.get(header)
  if (!encoding) {
    encoding = negotiate<Encoding>(header, ['br', 'gzip', 'identity']) ?? 'identity'
    if (negotiated.size > 500) negotiated.clear()
    negotiated.set(header, encoding)
  }
  return encoding
}

/**
 * The copy of the answer in the encoding the client accepts, its headers set (the compression plugin leaves an answer
 * that names its encoding as it is). `vary`: what else the answer depends on than the encoding asked for.
 */
export function variantFor(
  req: FastifyRequest,
  reply: FastifyReply,
  variants: Variants,
  type: string,
  vary = 'accept-encoding',
): Variant {
  const encoding = encodingFor(req)
  reply.header('vary', vary).header('content-type', type)
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  return variants[encoding]
}

/** Sends the answer in the encoding the client accepts, from copies compressed once. */
export function sendVariant(req: FastifyRequest, reply: FastifyReply, variants: Variants, type: string) {
  return reply.send(variantFor(req, reply, variants, type).body)
}

/**
 * An answer that is the same for everyone until its data change, compressed once for each value of it: `of(data)`
 * gives the variants of the JSON of `data`, made when `data` is a new object and kept while it is the same one.
 */
export function compressedOnce<T extends object>() {
  let last: { data: T; variants: Variants } | undefined
  return (data: T) => {
    if (last?.data !== data) last = { data, variants: variantsOf(Buffer.from(JSON.stringify(data))) }
    return last.variants
  }
}
