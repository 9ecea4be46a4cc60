import { Button } from '../../components/Button'
import { NotFound } from '../../components/NotFound'
import { industryVoice } from '../../content/industryVoice'

/** What /industry-voice/<unknown> shows (served with status 404 from /industry-voice/404). */
export function CategoryNotFound() {
  const { notFound, notFoundText, allCategories, allCategoriesHref } = industryVoice.category
  return (
    <NotFound title={notFound} text={notFoundText}>
      <Button href={allCategoriesHref}>{allCategories}</Button>
    </NotFound>
  )
}
