import type { PrerenderContext } from 'vike/types'
import { prerenderBatch } from './prerenderBatch'

/** The route of one blog article: the only pages spread over batches. */
const ARTICLE_PAGE = '/pages/blog/@slug'

// https://vike.dev/onPrerenderStart — a batch after the first (renderer/prerenderBatch.ts) renders its articles only:
// the first renders every other page.
export default function onPrerenderStart(prerenderContext: PrerenderContext) {
  if (prerenderBatch().index === 0) return
  const pageContexts = prerenderContext.pageContexts.filter((p) => p.pageId === ARTICLE_PAGE)
  return { prerenderContext: { pageContexts } }
}
