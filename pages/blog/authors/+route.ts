// https://vike.dev/route-function — an author's articles: /blog/authors/{slug}, then /blog/authors/{slug}/page/2 and
// on. Which authors have a page, and how many pages, is +data's and +onBeforePrerenderStart's to say.
import type { PageContext } from 'vike/types'

export default function route({ urlPathname }: PageContext) {
  const m = /^\/blog\/authors\/([a-z0-9-]+)(?:\/page\/([^/]+))?\/?$/.exec(urlPathname)
  return m ? { routeParams: { author: m[1]!, page: m[2] ?? '' } } : false
}
