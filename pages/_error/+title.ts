import type { PageContext } from 'vike/types'
import { errorPage, notFoundPage } from '../../content/errorPages'

// https://vike.dev/title
export default (pageContext: PageContext) => (pageContext.is404 ? notFoundPage.documentTitle : errorPage.documentTitle)
