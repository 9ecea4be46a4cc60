import fs from 'node:fs'
import path from 'node:path'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** The only host the site embeds: the video pages' player. */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com'

/** Browser features the site never uses are switched off; the video player may play, go full screen and picture-in-picture. */
export const PERMISSIONS_POLICY = [
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

/** Hashes of the build's inline scripts, written by scripts/postbuild.mjs (none when the pages have none). */
function inlineScriptHashes(distDir: string): string[] {
  const file = path.join(distDir, 'csp-hashes.json')
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { scriptSrc: string[] }).scriptSrc : []
}

/**
 * Security headers on every response (@fastify/helmet): a Content-Security-Policy with no inline script
 * except those hashed at build time, frames only from the video host, never framed itself; HSTS, nosniff,
 * a strict referrer policy and a restrictive Permissions-Policy. Inline styles are allowed because
 * styled-components writes the page's CSS into a <style> element.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { distDir, siteUrl }: { distDir: string; siteUrl: string }) => {
  await app.register(helmet, {
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
  })
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
  })
})
