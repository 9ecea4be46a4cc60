import { listUrls } from '../../../content/blogPosts'
import { blogAsOfUrls } from '../../../content/policies'

// https://vike.dev/onBeforePrerenderStart — every page of each topic that has an article (a scheduled one too), and
// the pages of the topics of scheduled articles as they read from each minute one goes live (server/site/asOf.ts).
export default function onBeforePrerenderStart() {
  const { urls, changing } = listUrls('topic')
  return [...urls, ...blogAsOfUrls(changing)]
}
