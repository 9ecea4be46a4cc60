// https://vike.dev/Head — the page after a message is sent makes sense only then: noindex keeps it out of search engines
// and out of every list the build writes (the site's search, sitemap.xml, llms.txt and the Markdown twins).
export default function Head() {
  return <meta name="robots" content="noindex" />
}
