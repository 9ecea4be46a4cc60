// https://vike.dev/data — an author's page of articles, found once for its page, head and title; someone who is no
// author of content/people.ts or content/guestWriters.ts, or a page number that is not one, is a 404.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { authorBySlug } from '../../../content/blogAuthors'
import { listPageNumber } from '../../../content/blogPages'
import { listPage } from '../../../content/blogPosts'
import { pageMoment } from '../../../content/policyDays'

export type Data = ReturnType<typeof data>

export default function data(pageContext: PageContextServer) {
  const { author: slug, page } = pageContext.routeParams
  const author = authorBySlug(slug!)
  const n = listPageNumber(page!)
  if (!author || !n) throw render(404)
  return { author, ...listPage({ kind: 'author', slug: author.slug }, pageMoment(pageContext.asOf), n) }
}
