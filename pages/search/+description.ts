import { searchText } from '../../content/search'

export default searchText.pageDescription
