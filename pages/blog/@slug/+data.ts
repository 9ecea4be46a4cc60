// https://vike.dev/data — the article at /blog/{slug}, found once for its page, head and title; none is a 404.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getEntry } from '../../../content/collection'

export type Data = ReturnType<typeof data>

export default function data(pageContext: PageContextServer) {
  const post = getEntry('blog', pageContext.routeParams.slug!)
  if (!post) throw render(404)
  return post
}
