import type { TariffRate } from './schemas/tariffRate'

/**
 * Tariff rates the United States announced in 2025 on goods by country of origin, for the home page's map.
 * Countries not listed carry the baseline rate. Ids are ISO 3166-1 numeric codes as world-atlas spells them.
 */
export const tariffMap = {
  /** Applied to every country without its own entry. */
  baselineRate: 10,
  /** The importing country, drawn in its own colour. */
  importerId: '840',
  /** Upper bounds (percent) of the legend's colour steps, one per theme.colors.ramp entry, low to high. */
  steps: [10, 20, 30, 40, 50, 125],
} as const

const eu = (id: string, name: string): TariffRate => ({ id, name, rate: 20 })

export const tariffRates = [
  { id: '156', name: 'China', rate: 125 },
  { id: '116', name: 'Cambodia', rate: 49 },
  { id: '418', name: 'Laos', rate: 48 },
  { id: '450', name: 'Madagascar', rate: 47 },
  { id: '704', name: 'Vietnam', rate: 46 },
  { id: '104', name: 'Myanmar', rate: 44 },
  { id: '144', name: 'Sri Lanka', rate: 44 },
  { id: '760', name: 'Syria', rate: 41 },
  { id: '368', name: 'Iraq', rate: 39 },
  { id: '050', name: 'Bangladesh', rate: 37 },
  { id: '072', name: 'Botswana', rate: 37 },
  { id: '688', name: 'Serbia', rate: 37 },
  { id: '764', name: 'Thailand', rate: 36 },
  { id: '070', name: 'Bosnia and Herzegovina', rate: 35 },
  { id: '158', name: 'Taiwan', rate: 32 },
  { id: '360', name: 'Indonesia', rate: 32 },
  { id: '756', name: 'Switzerland', rate: 31 },
  { id: '710', name: 'South Africa', rate: 30 },
  { id: '434', name: 'Libya', rate: 31 },
  { id: '012', name: 'Algeria', rate: 30 },
  { id: '586', name: 'Pakistan', rate: 29 },
  { id: '788', name: 'Tunisia', rate: 28 },
  { id: '398', name: 'Kazakhstan', rate: 27 },
  { id: '356', name: 'India', rate: 26 },
  { id: '410', name: 'South Korea', rate: 25 },
  { id: '124', name: 'Canada', rate: 25 },
  { id: '484', name: 'Mexico', rate: 25 },
  { id: '392', name: 'Japan', rate: 24 },
  { id: '458', name: 'Malaysia', rate: 24 },
  { id: '096', name: 'Brunei', rate: 24 },
  { id: '400', name: 'Jordan', rate: 20 },
  { id: '558', name: 'Nicaragua', rate: 18 },
  { id: '376', name: 'Israel', rate: 17 },
  { id: '608', name: 'Philippines', rate: 17 },
  { id: '578', name: 'Norway', rate: 15 },
  eu('040', 'Austria'),
  eu('056', 'Belgium'),
  eu('100', 'Bulgaria'),
  eu('191', 'Croatia'),
  eu('196', 'Cyprus'),
  eu('203', 'Czechia'),
  eu('208', 'Denmark'),
  eu('233', 'Estonia'),
  eu('246', 'Finland'),
  eu('250', 'France'),
  eu('276', 'Germany'),
  eu('300', 'Greece'),
  eu('348', 'Hungary'),
  eu('372', 'Ireland'),
  eu('380', 'Italy'),
  eu('428', 'Latvia'),
  eu('440', 'Lithuania'),
  eu('442', 'Luxembourg'),
  eu('528', 'Netherlands'),
  eu('616', 'Poland'),
  eu('620', 'Portugal'),
  eu('642', 'Romania'),
  eu('703', 'Slovakia'),
  eu('705', 'Slovenia'),
  eu('724', 'Spain'),
  eu('752', 'Sweden'),
] as const satisfies readonly TariffRate[]
