import { getCollection } from '../../content/collection'
import { asOfUrls } from '../../content/policies'

// https://vike.dev/onBeforePrerenderStart — and each policy as it reads from the days its version in force changes.
export default function onBeforePrerenderStart() {
  const policyCopies = asOfUrls().filter((u) => u.split('/').length === 4)
  return [...[...getCollection('legal'), ...getCollection('pages')].map((e) => `/${e.slug}`), ...policyCopies]
}
