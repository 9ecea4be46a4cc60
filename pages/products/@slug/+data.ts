// https://vike.dev/data — the product at /products/{slug}, found once for its page, head and title; none is a 404.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getEntry } from '../../../content/collection'

export type Data = ReturnType<typeof data>

export default function data(pageContext: PageContextServer) {
  const product = getEntry('products', pageContext.routeParams.slug!)
  if (!product) throw render(404)
  return product
}
