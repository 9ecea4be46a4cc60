import { getCollection } from '../../components/longform/collection'

// https://vike.dev/onBeforePrerenderStart
export default function onBeforePrerenderStart() {
  return [...getCollection('legal'), ...getCollection('pages')].map((e) => `/${e.slug}`)
}
