/** One redirect as a writer wrote it: from an MDX page's `redirectFrom`, or an entry of content/redirects.ts. */
export type RedirectSource = { from: string; to?: string; status: 301 | 410; file: string }
/** A redirect after chains are collapsed: `to` is a page of the build (301), or absent (410). */
export type Resolved = { from: string; to?: string; status: 301 | 410; file: string }

/** '/blog/x/' → '/blog/x' (the server answers both). */
export const normalise = (address: string) => (address === '/' ? '/' : address.replace(/\/+$/, ''))

/**
 * Checks the redirects against the pages of the build (`pages`: every address a page is pre-rendered at) and collapses
 * chains to one hop (A → B → C becomes A → C and B → C). Every error names the file that wrote the redirect and says
 * how to fix it: two redirects from one address, a redirect from an address a page still has (it would hide the page),
 * a loop, and a redirect to an address that is no page.
 */
export function resolveRedirects(sources: RedirectSource[], pages: Set<string>) {
  const errors: string[] = []
  const byFrom = new Map<string, RedirectSource>()
  for (const source of sources) {
    const r = { ...source, from: normalise(source.from), to: source.to && normalise(source.to) }
    const other = byFrom.get(r.from)
    if (other) {
      errors.push(`${r.file}: the redirect from ${r.from} is also written in ${other.file}: keep one of them`)
      continue
    }
    if (pages.has(r.from)) {
      errors.push(
        `${r.file}: the redirect from ${r.from} would hide the page that is there: remove the redirect, or move or delete that page`,
      )
      continue
    }
    byFrom.set(r.from, r)
  }

  const resolved: Resolved[] = []
  for (const r of byFrom.values()) {
    const seen = [r.from]
    let last = r
    let loops = false
    while (!loops && last.status === 301 && byFrom.has(last.to!)) {
      last = byFrom.get(last.to!)!
      loops = seen.includes(last.from)
      seen.push(last.from)
    }
    if (loops)
      errors.push(
        `${r.file}: the redirect from ${r.from} goes round in a loop (${seen.join(' → ')}): one of them must lead to a page`,
      )
    else if (last.status === 410) resolved.push({ from: r.from, status: 410, file: r.file })
    else if (pages.has(last.to!)) resolved.push({ from: r.from, to: last.to, status: 301, file: r.file })
    else
      errors.push(
        `${r.file}: the redirect from ${r.from} leads to ${last.to}, which is no page of the build: point it at a page that exists`,
      )
  }
  return { redirects: resolved.sort((a, b) => a.from.localeCompare(b.from)), errors }
}
