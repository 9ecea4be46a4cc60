import { laterBlogPageUrls } from '../../../../content/blogPosts'
import { blogAsOfUrls } from '../../../../content/policies'

// https://vike.dev/onBeforePrerenderStart — /blog/page/2 and on, as many as the articles fill, and each as it reads
// from each minute a scheduled article goes live (server/site/asOf.ts).
export default function onBeforePrerenderStart() {
  const urls = laterBlogPageUrls()
  return [...urls, ...blogAsOfUrls(urls)]
}
