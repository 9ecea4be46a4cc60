// The CSP hashes ('sha256-…') of the executable inline scripts in an HTML document. Data blocks such as
// <script type="application/json"> or "application/ld+json" do not run, so CSP does not need them.
import crypto from 'node:crypto'

const EXECUTABLE = /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? ''
    if (!EXECUTABLE.test(type.trim())) continue
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}
