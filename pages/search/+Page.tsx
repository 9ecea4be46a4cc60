import { styled } from 'styled-components'
import { PageHero } from '../../components/PageHero'
import { SearchForm } from '../../components/search/SearchForm'
import { LinkPills } from '../../components/LinkPills'
import { popularPages } from '../../content/popularPages'
import { searchText } from '../../content/search'
import { Container } from '../../components/Section'

/**
 * /search, pre-rendered empty. The server answers `GET /search?q=` with this page filled in (server/search/searchPage.ts):
 * the query in the boxes, the summary, the results, and the suggestions kept only when nothing matched. The
 * `data-search-slot` elements are the contract between this page and the server.
 */
export default function Page() {
  return (
    <>
      <PageHero heading={searchText.pageTitle} lead={searchText.pageLead}>
        <PageFormStyles>
          <SearchForm id="search-page" variant="page" landmark={searchText.pageTitle} />
        </PageFormStyles>
      </PageHero>
      <Body>
        <p className="search-summary" data-search-slot="summary">
          {searchText.prompt}
        </p>
        <ol className="search-results" data-search-slot="results" />
        <Suggestions data-search-slot="suggestions" aria-labelledby="search-suggestions-title">
          <h2 id="search-suggestions-title">{popularPages.title}</h2>
          <LinkPills links={popularPages.links} />
        </Suggestions>
      </Body>
    </>
  )
}

/** The results: summary, list and suggestions, keyed on the class names the server writes (server/search/searchPage.ts). */
const Body = styled(Container)`
  padding-block: ${(p) => p.theme.space[10]} ${(p) => p.theme.space[16]};
  > * {
    max-width: 52rem;
  }
  .search-summary {
    margin: 0 0 ${(p) => p.theme.space[6]};
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.lg};
    strong {
      display: block;
      color: ${(p) => p.theme.colors.ink};
    }
  }
  .search-results {
    display: grid;
    gap: ${(p) => p.theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .search-result {
    padding: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[5]};
    border: 1px solid ${(p) => p.theme.colors.line};
    border-radius: ${(p) => p.theme.radii.lg};
    background: ${(p) => p.theme.colors.surface};
    a {
      display: inline-block;
      text-decoration: none;
    }
    a:hover .search-result-title {
      text-decoration: underline;
    }
  }
  .search-result-title {
    display: block;
    color: ${(p) => p.theme.colors.primaryDark};
    font-size: ${(p) => p.theme.fontSizes.lg};
    font-weight: 700;
  }
  .search-result-heading {
    display: block;
    color: ${(p) => p.theme.colors.ink};
    font-size: ${(p) => p.theme.fontSizes.md};
    font-weight: 600;
  }
  .search-result-snippet {
    margin: ${(p) => p.theme.space[2]} 0 0;
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  mark {
    padding: 0 2px;
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.ink};
    font-weight: 650;
  }
`

const Suggestions = styled.section`
  margin-top: ${(p) => p.theme.space[8]};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    margin-bottom: ${(p) => p.theme.space[3]};
  }
`

/** The hero's search box: a wide white field with its button, on the dark band. */
const PageFormStyles = styled.div`
  margin-top: ${(p) => p.theme.space[6]};
  max-width: 40rem;
  .search-form-field {
    display: flex;
    gap: ${(p) => p.theme.space[2]};
  }
  .search-form-input {
    flex: 1;
    min-width: 0;
    min-height: 52px;
    padding: 0 ${(p) => p.theme.space[4]};
    border: 2px solid transparent;
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.ink};
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.lg};
    &::placeholder {
      color: ${(p) => p.theme.colors.subtle};
    }
  }
  .search-form-submit {
    display: inline-grid;
    place-items: center;
    width: 52px;
    min-height: 52px;
    border: 0;
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.onAccent};
    cursor: pointer;
    &:hover {
      background: ${(p) => p.theme.colors.accentDark};
    }
  }
`
