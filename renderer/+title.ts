import type { PageContext } from 'vike/types'
import { site } from '../content/site'

// https://vike.dev/title — the default for pages that set none: the error pages, and the brand otherwise.
export default function title(pageContext: PageContext) {
  if (pageContext.is404) return `Page Not Found | ${site.brand}`
  if (pageContext.abortStatusCode || pageContext.errorWhileRendering) return `Something went wrong | ${site.brand}`
  return site.brand
}
