import { blogPosts } from '../../../content/blogPosts'

// https://vike.dev/onBeforePrerenderStart — one page per file in content/blog/ (drafts only under `npm run dev`).
export default function onBeforePrerenderStart() {
  return blogPosts().map((p) => `/blog/${p.slug}`)
}
