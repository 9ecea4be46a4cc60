// https://vike.dev/route-function — a topic's articles: /blog/topics/{slug}, then /blog/topics/{slug}/page/2 and on.
// Which topics have a page, and how many pages, is +data's and +onBeforePrerenderStart's to say.
import type { PageContext } from 'vike/types'

export default function route({ urlPathname }: PageContext) {
  const m = /^\/blog\/topics\/([a-z0-9-]+)(?:\/page\/([^/]+))?\/?$/.exec(urlPathname)
  return m ? { routeParams: { topic: m[1]!, page: m[2] ?? '' } } : false
}
