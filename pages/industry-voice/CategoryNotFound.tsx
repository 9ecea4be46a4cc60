import { styled } from 'styled-components'
import { Container } from '../../components/Section'
import { Button } from '../../components/Button'
import { industryVoice } from '../../content/industryVoice'

/** What /industry-voice/<unknown> shows (served with status 404 from /industry-voice/404). */
export function CategoryNotFound() {
  const { notFound, notFoundText, allCategories, allCategoriesHref } = industryVoice.category
  return (
    <Wrap>
      <Container>
        <h1>{notFound}</h1>
        <p>{notFoundText}</p>
        <Button href={allCategoriesHref}>{allCategories}</Button>
      </Container>
    </Wrap>
  )
}

const Wrap = styled.section`
  padding-block: ${(p) => p.theme.space[24]};
  text-align: center;
  p {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`
