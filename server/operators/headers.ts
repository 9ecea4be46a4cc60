import { DASHBOARD_CSS_HASH } from '../analytics/dashboard/styles'

/** Every operators' page's headers: a strict CSP that allows only the one inline style sheet, and no caching. */
export const OPERATOR_PAGE_HEADERS = {
  'content-security-policy': `default-src 'none'; style-src ${DASHBOARD_CSS_HASH}; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'cache-control': 'no-store',
  // same-origin, not no-referrer: under no-referrer a browser posts the sign-in form with Origin: null.
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
}
