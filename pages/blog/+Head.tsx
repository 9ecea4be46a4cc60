import { blogIndex } from '../../content/blogIndex'

export default function Head() {
  return <link rel="alternate" type="application/rss+xml" title={blogIndex.feedTitle} href={blogIndex.feedUrl} />
}
