import { allPosts } from '../../../content/blogPosts'

// https://vike.dev/onBeforePrerenderStart — one page per file in content/blog/ (drafts only under `npm run dev`); a
// scheduled article's too: the server answers 404 for it until its publishAt (server/site/asOf.ts).
export default function onBeforePrerenderStart() {
  return allPosts().map((p) => `/blog/${p.slug}`)
}
