import { listUrls } from '../../../content/blogPosts'
import { blogAsOfUrls } from '../../../content/policies'

// https://vike.dev/onBeforePrerenderStart — every page of each author who has an article (a scheduled one too), and
// the pages of the authors of scheduled articles as they read from each minute one goes live (server/site/asOf.ts).
export default function onBeforePrerenderStart() {
  const { urls, changing } = listUrls('author')
  return [...urls, ...blogAsOfUrls(changing)]
}
