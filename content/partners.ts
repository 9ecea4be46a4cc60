import type { Partner, PartnerGroupId } from './schemas/partner'

/** The partner groups in display order, with every label each page uses and the default card text. */
export const partnerGroups = [
  {
    id: 'jv',
    title: 'Joint Venture Partner',
    tab: 'JV Partner',
    defaultDescription: 'Our joint venture partner, building and operating the platform with us in its region.',
  },
  {
    id: 'supply',
    title: 'Supply Partners',
    tab: 'Solutions',
    defaultDescription: 'A solution partner whose services plug into our supply-chain platform.',
  },
  {
    id: 'data',
    title: 'Data Partners',
    tab: 'Data',
    defaultDescription: 'A data partner whose feeds enrich tracking, documents and emissions in our products.',
  },
  {
    id: 'associate',
    title: 'Business Associates',
    tab: 'Associates',
    defaultDescription: 'A business associate working with us on pilots, research and market access.',
  },
] as const satisfies readonly { id: PartnerGroupId; title: string; tab: string; defaultDescription: string }[]

const logo = (slug: string) => `/images/partners/${slug}.svg`

export const partners = [
  {
    group: 'jv',
    name: 'Gulf Ethereal Logistics',
    logo: logo('gulf-ethereal-logistics'),
    url: 'https://www.gulfethereal.com',
    description: 'Joint venture bringing Digital Tower and Fr8lens to Gulf Cooperation Council trade lanes.',
  },

  {
    group: 'supply',
    name: 'Northlane Freight Systems',
    logo: logo('northlane-freight-systems'),
    url: 'https://www.northlanefreight.com',
  },
  {
    group: 'supply',
    name: 'BlueHarbor Warehousing',
    logo: logo('blueharbor-warehousing'),
    url: 'https://www.blueharborwarehousing.com',
  },
  {
    group: 'supply',
    name: 'Prairie Rail Link',
    logo: logo('prairie-rail-link'),
    url: 'https://www.prairieraillink.com',
  },

  {
    group: 'data',
    name: 'CargoX',
    logo: logo('cargox'),
    url: 'https://cargox.io',
    description: 'Blockchain document transfer for electronic bills of lading and trade documents.',
  },
  {
    group: 'data',
    name: 'FCC Kuwait',
    logo: logo('fcc-kuwait'),
    url: 'https://www.fcckuwait.com',
    description: 'Freight and customs clearing data for Gulf import and export.',
  },
  {
    group: 'data',
    name: 'CargoAI',
    logo: logo('cargoai'),
    url: 'https://www.cargoai.co',
    description: 'Air cargo rates, bookings and tracking across 140+ carriers.',
  },
  {
    group: 'data',
    name: 'Spire',
    logo: logo('spire'),
    url: 'https://spire.com',
    description: 'Satellite AIS data for ocean vessel positions and arrival estimates.',
  },
  {
    group: 'data',
    name: 'HERE',
    logo: logo('here'),
    url: 'https://www.here.com',
    description: 'Location, routing and map data for road freight.',
  },
  {
    group: 'data',
    name: 'what3words',
    logo: logo('what3words'),
    url: 'https://what3words.com',
    description: 'Precise three-word addresses for docks, gates and delivery points.',
  },

  {
    group: 'associate',
    name: 'Cork Innovation Alliance',
    logo: logo('cork-innovation-alliance'),
    url: 'https://www.corkinnovation.ie',
  },
  {
    group: 'associate',
    name: 'Atlantic Trade Council',
    logo: logo('atlantic-trade-council'),
    url: 'https://www.atlantictradecouncil.org',
  },
  {
    group: 'associate',
    name: 'GreenPort Research Lab',
    logo: logo('greenport-research-lab'),
    url: 'https://www.greenportlab.org',
  },
  {
    group: 'associate',
    name: 'Meridian Customs Advisory',
    logo: logo('meridian-customs-advisory'),
    url: 'https://www.meridiancustoms.com',
  },
  {
    group: 'associate',
    name: 'Kuala Lumpur Logistics Forum',
    logo: logo('kuala-lumpur-logistics-forum'),
    url: 'https://www.kllogisticsforum.my',
  },
  {
    group: 'associate',
    name: 'Winnipeg Inland Port Partners',
    logo: logo('winnipeg-inland-port-partners'),
    url: 'https://www.winnipeginlandport.ca',
  },
  {
    group: 'associate',
    name: 'Sustainable Freight Coalition',
    logo: logo('sustainable-freight-coalition'),
    url: 'https://www.sustainablefreight.org',
  },
] as const satisfies readonly Partner[]
