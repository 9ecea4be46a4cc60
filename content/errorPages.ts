import { site } from './site'

/** Words of the not-found and error pages. */
export const notFoundPage = {
  documentTitle: `Page Not Found | ${site.brand}`,
  title: '404 Page Not Found',
  text: 'The page you are looking for does not exist or has moved. Check the address, or carry on from one of these pages.',
  home: { name: 'Back to Home', href: '/' },
}

export const errorPage = {
  documentTitle: `Something went wrong | ${site.brand}`,
  title: 'Something went wrong',
  text: 'We could not show this page. Please try again in a moment.',
  home: { name: 'Back to Home', href: '/' },
}
