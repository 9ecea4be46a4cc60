// https://vike.dev/onBeforePrerenderStart — one page per topic slug, plus 'all'.
import { topicPages } from '../../../content/testimonialsByTopic'

export default function onBeforePrerenderStart() {
  return topicPages.map((p) => `/industry-voice/${p.slug}`)
}
