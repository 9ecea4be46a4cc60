import type { PageContext } from 'vike/types'
import { errorDocumentTitle, notFoundDocumentTitle } from '../content/errorPages'
import { site } from '../content/site'

// https://vike.dev/title — the default for pages that set none: the error pages, and the brand otherwise.
export default function title(pageContext: PageContext) {
  if (pageContext.is404) return notFoundDocumentTitle
  if (pageContext.abortStatusCode || pageContext.errorWhileRendering) return errorDocumentTitle
  return site.brand
}
