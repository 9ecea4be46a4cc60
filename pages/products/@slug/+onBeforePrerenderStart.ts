import { getCollection } from '../../../content/collection'

// https://vike.dev/onBeforePrerenderStart — one page per file in content/products/.
export default function onBeforePrerenderStart() {
  return getCollection('products').map((e) => `/products/${e.slug}`)
}
