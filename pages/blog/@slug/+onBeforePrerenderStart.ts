import { blogArticleUrl } from '../../../content/blogPages'
import { allPosts } from '../../../content/blogPosts'
import { articlesToRender, inBatch } from '../../../renderer/prerenderBatch'

// https://vike.dev/onBeforePrerenderStart — one page per file in content/blog/ (drafts only under `npm run dev`); a
// scheduled article's too: the server answers 404 for it until its publishAt (server/site/asOf.ts). A large blog is
// pre-rendered in batches (renderer/prerenderBatch.ts): this batch's articles, of those whose page the build did not
// take from its cache (scripts/renderCache.ts).
export default function onBeforePrerenderStart() {
  return inBatch(articlesToRender(allPosts())).map((p) => blogArticleUrl(p.slug))
}
