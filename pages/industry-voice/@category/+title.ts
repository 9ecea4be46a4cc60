import type { PageContext } from 'vike/types'
import { industryVoice } from '../../../content/industryVoice'
import { site } from '../../../content/site'
import { topicPage } from '../../../content/testimonialsByTopic'

// https://vike.dev/title — an unknown slug has no topic title (an empty title).
export default function title(pageContext: PageContext) {
  const page = topicPage(pageContext.routeParams.category ?? '')
  return page
    ? `${page.title} | ${industryVoice.title} | ${site.brand}`
    : `${industryVoice.category.notFound} | ${site.brand}`
}
