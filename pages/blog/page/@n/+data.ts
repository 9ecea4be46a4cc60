// https://vike.dev/data — page n of the blog's list (n ≥ 2: the first is /blog), found once for its page and title;
// another n is a 404 (the built site's server, and `npm run dev`, answer /blog/page/1 with a 301 to /blog first:
// blogFirstPageAlias).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blogPage } from '../../../../content/blogPosts'
import { pageMoment } from '../../../../content/policyDays'

export type Data = ReturnType<typeof data>

export default function data(pageContext: PageContextServer) {
  const n = pageContext.routeParams.n!
  if (!/^[1-9]\d*$/.test(n) || Number(n) < 2) throw render(404)
  return blogPage(pageMoment(pageContext.asOf), Number(n))
}
