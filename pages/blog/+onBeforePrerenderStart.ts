import { blogAsOfUrls } from '../../content/policies'

// https://vike.dev/onBeforePrerenderStart — /blog, and /blog as it reads from each minute a scheduled article goes live
// (served by the server from that minute: server/site/asOf.ts).
export default function onBeforePrerenderStart() {
  return ['/blog', ...blogAsOfUrls(['/blog'])]
}
