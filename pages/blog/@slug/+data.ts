// https://vike.dev/data — the article at /blog/{slug}, found once for its page, head and title, with what its end
// offers (its author, topics, what to read next); none is a 404.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { authorNamed } from '../../../content/blogAuthors'
import { articleEnd } from '../../../content/blogPosts'
import { topicNamed } from '../../../content/blogTopics'
import { getEntry } from '../../../content/collection'

export type Data = ReturnType<typeof data>

export default function data(pageContext: PageContextServer) {
  const post = getEntry('blog', pageContext.routeParams.slug!)
  if (!post) throw render(404)
  return {
    ...post,
    // The build has checked both against their lists (content/schemas/frontmatter.ts).
    author: authorNamed(post.frontmatter.author)!,
    topics: post.frontmatter.tags.map((tag) => topicNamed(tag)!),
    end: articleEnd(post),
  }
}
