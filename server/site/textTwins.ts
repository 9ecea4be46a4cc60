import fs from 'node:fs'
import path from 'node:path'
import { loadFile, type Page } from './loadPages'

const MARKDOWN = 'text/markdown; charset=utf-8'
const PLAIN_TEXT = 'text/plain; charset=utf-8'

/** The Markdown twin of a pre-rendered page: 'privacy/index.html' → 'privacy.md', 'index.html' → 'index.md'. */
export const twinOf = (file: string) => (file === 'index.html' ? 'index.md' : file.replace(/\/index\.html$/, '.md'))

/** The quality an Accept header gives a media type (its own entry, else type/*, else *\/*); 0 when it names none of them. */
function quality(accept: string, type: string) {
  let best = { specificity: -1, q: 0 }
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';')
    const specificity = range === type ? 2 : range === `${type.split('/')[0]}/*` ? 1 : range === '*/*' ? 0 : -1
    if (specificity <= best.specificity) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    best = { specificity, q: q ? Number(q.slice(2)) || 0 : 1 }
  }
  return best.q
}

/**
 * True when the client names text/markdown and wants it at least as much as HTML (`Accept: text/markdown`). A client that
 * accepts anything (`*\/*`, as curl and most libraries send) gets the HTML page, as do browsers.
 */
export function prefersMarkdown(accept: string | undefined) {
  if (!accept || !/text\/markdown/i.test(accept)) return false
  const markdown = quality(accept, 'text/markdown')
  return markdown > 0 && markdown >= quality(accept, 'text/html')
}

/**
 * The text twins of the site, written by scripts/text/writeTextTwins.ts: every page's Markdown (privacy.md), /llms.txt
 * and /llms-full.txt, keyed by their path under dist/client, with the type they are served as.
 */
export function loadTextTwins(root: string) {
  const twins = new Map<string, { page: Page; type: string }>()
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const rel = file.split(path.sep).join('/')
    if (rel.split('/').some((s) => s.startsWith('.'))) continue
    if (rel.endsWith('.md')) twins.set(rel, { page: loadFile(root, path.join(root, file)), type: MARKDOWN })
    else if (rel === 'llms.txt' || rel === 'llms-full.txt')
      twins.set(rel, { page: loadFile(root, path.join(root, file)), type: PLAIN_TEXT })
  }
  return twins
}
