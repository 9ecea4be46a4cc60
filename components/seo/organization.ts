import { offices } from '../../content/offices'
import { site } from '../../content/site'

/** The Organization described on every page (schema.org), from content/site.ts and content/offices.ts. */
export function organization(base: string) {
  const hq = offices[0]
  return {
    '@type': 'Organization',
    '@id': `${base}/#organization`,
    name: site.brand,
    legalName: site.copyrightHolder.replace(/\.$/, ''),
    url: `${base}/`,
    logo: `${base}${site.logo}`,
    description: site.description,
    email: site.email,
    sameAs: site.social.map((s) => s.href),
    address: {
      '@type': 'PostalAddress',
      streetAddress: hq.address[0],
      addressLocality: hq.city,
      addressCountry: hq.country,
    },
  }
}
