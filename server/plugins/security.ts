import fs from 'node:fs'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import fp from 'fastify-plugin'

/** The only host the site embeds: the video pages' player. */
const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com'

/** Browser features the site never uses are switched off; the video player may play, go full screen and picture-in-picture. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self "${VIDEO_ORIGIN}")`,
  'camera=()',
  'display-capture=()',
  `encrypted-media=(self "${VIDEO_ORIGIN}")`,
  `fullscreen=(self "${VIDEO_ORIGIN}")`,
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self "${VIDEO_ORIGIN}")`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** Hashes of the build's inline scripts, written by scripts/postbuild.ts (none when the pages have none). */
function inlineScriptHashes(distDir: string): string[] {
  const file = path.join(distDir, 'csp-hashes.json')
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { scriptSrc: string[] }).scriptSrc : []
}

/** The headers helmet sets for these options, computed once (helmet's middleware run against a recording response). */
function helmetHeaders(options: HelmetOptions) {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined)
  return headers
}

/**
 * Security headers on every response, from helmet: a Content-Security-Policy with no inline script except those
 * hashed at build time, frames only from the video host, never framed itself; HSTS, nosniff, a strict referrer
 * policy, and a restrictive Permissions-Policy (which helmet does not cover). Inline styles are allowed because
 * styled-components writes the page's CSS into a <style> element.
 *
 * The policy is the same for every response, so helmet computes the headers once at start. (@fastify/helmet builds
 * the whole helmet middleware again for every request: measured 30-50 µs each here, more than serving a page from memory.)
 */
export function securityHeaders(distDir: string, siteUrl: string) {
  return {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(distDir)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'"],
          frameSrc: [VIDEO_ORIGIN],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          ...(siteUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  }
}

/** Those headers on every response: set in onRequest, so errors and not-found pages carry them too. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { distDir, siteUrl }: { distDir: string; siteUrl: string }) => {
    const headers = securityHeaders(distDir, siteUrl)
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers)
      done()
    })
  },
)
