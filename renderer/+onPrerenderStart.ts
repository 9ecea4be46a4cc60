import type { PrerenderContext } from 'vike/types'
import { prerenderBatch, writeBatchPages } from './prerenderBatch'

/** The route of one blog article: the only pages spread over batches. */
const ARTICLE_PAGE = '/pages/blog/@slug'

// https://vike.dev/onPrerenderStart — a batch after the first (renderer/prerenderBatch.ts) renders its articles only:
// the first renders every other page. Each batch lists its pages for the build step that runs it (scripts/prerender.ts).
export default function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts =
    prerenderBatch().index === 0
      ? prerenderContext.pageContexts
      : prerenderContext.pageContexts.filter((p) => p.pageId === ARTICLE_PAGE)
  writeBatchPages(pageContexts.map((p) => p.urlOriginal))
  if (pageContexts !== prerenderContext.pageContexts) return { prerenderContext: { pageContexts } }
}
