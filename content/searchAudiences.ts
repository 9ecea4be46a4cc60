import type { SearchAudience } from './schemas/searchAudience'

/**
 * Who visitors say they are, and the product or page made for them: Fr8lens for carriers and warehouses (its
 * benefits for trucking and warehouses), Digital Tower for shippers and freight forwarders, the ports' use case, the
 * home page's industry sectors for retailers and logistics providers. (Manufacturers are named by all three products:
 * none is theirs alone.) A search that names one of `who` ('carrier', 'I am a shipper', 'port authority')
 * finds `page` first, as a search for the page's own name does: the search index counts them among its names. The
 * build stops when `page` is no page, or no section, of the site.
 */
export const searchAudiences = [
  {
    page: '/products/fr8lens',
    who: ['Carriers', 'Truckers', 'Trucking companies', 'Hauliers', 'Warehouses', 'Warehouse operators'],
  },
  { page: '/products/digital-tower', who: ['Shippers', 'Freight forwarders'] },
  {
    page: '/products/fr8lens#use-case-port-optimisation',
    who: ['Ports', 'Port authorities', 'Terminal operators'],
  },
  { page: '/#strategies-title', who: ['Retailers', 'Logistics providers'] },
] as const satisfies SearchAudience[]
