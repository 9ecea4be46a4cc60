import type { PrerenderContext } from 'vike/types'
import { prerenderBatch, writeBatchPages } from './prerenderBatch'

/** The route of one blog article: the only pages spread over batches. */
const ARTICLE_PAGE = '/pages/blog/@slug'

// https://vike.dev/onPrerenderStart — a batch after the first (renderer/prerenderBatch.ts) renders its articles only:
// the first renders every other page. Each batch lists its pages for the build step that runs it (scripts/prerender.ts).
export default function onPrerenderStart(prerenderContext: PrerenderContext) {
  const all = prerenderContext.pageContexts
  const pageContexts = prerenderBatch().index === 0 ? all : all.filter((p) => p.pageId === ARTICLE_PAGE)
  writeBatchPages(pageContexts.map((p) => p.urlOriginal))
  // The list is cut in place rather than returned: given the list back, Vike (0.4.266) reads each page's deprecated
  // `url` and prints a warning with a stack trace in every batch after the first.
  if (pageContexts !== all) all.splice(0, all.length, ...pageContexts)
}
