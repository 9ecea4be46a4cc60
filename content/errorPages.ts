import { site } from './site'

/** The browser tab's title on the not-found and error pages (apart, so the title code ships these strings only). */
export const notFoundDocumentTitle = `Page Not Found | ${site.brand}`
export const errorDocumentTitle = `Something went wrong | ${site.brand}`

/** Words of the not-found and error pages. */
export const notFoundPage = {
  documentTitle: notFoundDocumentTitle,
  title: '404 Page Not Found',
  text: 'The page you are looking for does not exist or has moved. Check the address, or carry on from one of these pages.',
  home: { name: 'Back to Home', href: '/' },
}

export const errorPage = {
  documentTitle: errorDocumentTitle,
  title: 'Something went wrong',
  text: 'We could not show this page. Please try again in a moment.',
  home: { name: 'Back to Home', href: '/' },
}
