import type { PageContextServer } from 'vike/types'

/**
 * `/_as-of/2024-06-01/privacy`: the page at /privacy as it reads on that day; `/_as-of/2026-12-07T09-00/blog`: /blog
 * from that minute (content/policyDays.ts).
 */
const AS_OF = /^\/_as-of\/(\d{4}-\d{2}-\d{2}(?:T\d{2}-\d{2})?)(\/.*)$/

// https://vike.dev/onBeforeRoute — the build pre-renders the legal pages once more for each day on which a policy's
// version in force changes, and /blog for each minute a scheduled article goes live; the server serves those copies from
// then on (server/site/asOf.ts). The copy is the page at its real URL (canonical, links), only its moment differs.
export default function onBeforeRoute(pageContext: PageContextServer) {
  const m = AS_OF.exec(pageContext.urlPathname)
  if (!m) return undefined
  return { pageContext: { urlLogical: m[2]!, asOf: m[1]! } }
}

declare global {
  namespace Vike {
    interface PageContext {
      /** The moment a pre-rendered copy of a page is for (yyyy-mm-dd or yyyy-mm-ddThh-mm); undefined for the build's. */
      asOf?: string
    }
  }
}
