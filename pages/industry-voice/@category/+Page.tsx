import { usePageContext } from 'vike-react/usePageContext'
import { topicPage } from '../../../content/testimonialsByTopic'
import { CategoryNotFound } from '../CategoryNotFound'
import { CategoryPage } from './CategoryPage'

export default function Page() {
  const { routeParams } = usePageContext()
  const page = topicPage(routeParams.category ?? '')
  return page ? (
    <CategoryPage slug={page.slug} title={page.title} testimonials={page.testimonials} />
  ) : (
    <CategoryNotFound />
  )
}
