import { allPosts } from '../../../content/blogPosts'
import { inBatch } from '../../../renderer/prerenderBatch'

// https://vike.dev/onBeforePrerenderStart — one page per file in content/blog/ (drafts only under `npm run dev`); a
// scheduled article's too: the server answers 404 for it until its publishAt (server/site/asOf.ts). A large blog is
// pre-rendered in batches (renderer/prerenderBatch.ts): this batch's articles.
export default function onBeforePrerenderStart() {
  return inBatch(allPosts()).map((p) => `/blog/${p.slug}`)
}
