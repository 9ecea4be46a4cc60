// https://vike.dev/Head — a results page is never a page for search engines, and never in the site's own search.
export default function Head() {
  return <meta name="robots" content="noindex" />
}
