// With /blog's (pages/blog/+Head.tsx: the feed). The list's later pages lead readers and crawlers on to older articles
// but are no result of their own: search engines and the site's search find each article at its own address (all of
// them are in the sitemap) and the list at /blog. So no sitemap entry, text twin or llms.txt line either
// (scripts/audit/routes.ts: isListedRoute).
export default function Head() {
  return <meta name="robots" content="noindex, follow" />
}
