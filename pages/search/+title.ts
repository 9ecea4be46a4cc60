import { searchText } from '../../content/search'
import { site } from '../../content/site'

export default `${searchText.pageTitle} | ${site.brand}`
