import { PageHero } from '../../components/PageHero'
import { SearchForm } from '../../components/search/SearchForm'
import { LinkPills } from '../../components/LinkPills'
import { popularPages } from '../../content/popularPages'
import { searchText } from '../../content/search'
import { Body, PageFormStyles, Suggestions } from './SearchPage.styles'

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
        <p className="search-summary" data-search-slot="summary">{searchText.prompt}</p>
        <ol className="search-results" data-search-slot="results" />
        <Suggestions data-search-slot="suggestions" aria-labelledby="search-suggestions-title">
          <h2 id="search-suggestions-title">{popularPages.title}</h2>
          <LinkPills links={popularPages.links} />
        </Suggestions>
      </Body>
    </>
  )
}
