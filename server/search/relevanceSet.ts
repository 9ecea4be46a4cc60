/** One query a visitor would type, and the page it should find. */
export type RelevanceRow = {
  query: string
  /** The page meant: a result counts when it is on this page (any section), or at this `#anchor` when one is given. */
  page: string
  /** What kind of query it is, to read the misses by. */
  kind: 'navigational' | 'question' | 'plural' | 'typo' | 'synonym' | 'audience'
}

/**
 * The site search's relevance test set, scored by relevance.test.ts over the built index (success@3 and MRR). A query
 * the search answers badly becomes a new row here; a row changes only when the site itself does.
 */
export const relevanceSet = [
  // A page's name, as the menu, the footer, the breadcrumb or the browser tab calls it.
  { query: 'contact', page: '/contact', kind: 'navigational' },
  { query: 'contact us', page: '/contact', kind: 'navigational' },
  { query: 'industry voice', page: '/industry-voice', kind: 'navigational' },
  { query: 'videos', page: '/videos', kind: 'navigational' },
  { query: 'video library', page: '/videos', kind: 'navigational' },
  { query: 'careers', page: '/careers', kind: 'navigational' },
  { query: 'blog', page: '/blog', kind: 'navigational' },
  // A blog topic's page and an author's, by what a reader calls them.
  { query: 'sustainability articles', page: '/blog/topics/sustainability', kind: 'navigational' },
  { query: 'articles by priya raman', page: '/blog/authors/priya-raman', kind: 'navigational' },
  { query: 'about us', page: '/about', kind: 'navigational' },
  { query: 'our partners', page: '/partners', kind: 'navigational' },
  { query: 'privacy policy', page: '/privacy', kind: 'navigational' },
  { query: 'cookie policy', page: '/cookies', kind: 'navigational' },
  { query: 'terms of service', page: '/terms', kind: 'navigational' },
  { query: 'leadership team', page: '/about/leadership-team', kind: 'navigational' },
  { query: 'advisory board', page: '/about/advisory-board', kind: 'navigational' },
  { query: 'mission', page: '/about/mission', kind: 'navigational' },
  { query: 'vision', page: '/about/vision', kind: 'navigational' },
  { query: 'headquarters', page: '/about/our-headquarters', kind: 'navigational' },
  { query: 'web3hub', page: '/about/our-web3hub', kind: 'navigational' },
  { query: 'products', page: '/products', kind: 'navigational' },
  { query: 'digital tower', page: '/products/digital-tower', kind: 'navigational' },
  { query: 'fr8lens', page: '/products/fr8lens', kind: 'navigational' },
  { query: 'digital product passport', page: '/products/digital-product-passport', kind: 'navigational' },
  { query: 'clearing house', page: '/supply-chain-clearing-house', kind: 'navigational' },
  { query: 'ecosystem partners', page: '/ecosystem-partners', kind: 'navigational' },
  { query: 'all testimonials', page: '/industry-voice/all', kind: 'navigational' },
  { query: 'freight booking', page: '/industry-voice/freight-booking', kind: 'navigational' },
  { query: 'cork ireland', page: '/about/cork-ireland', kind: 'navigational' },

  // What a visitor wants to know or do, in their own words.
  { query: 'track shipments in real time', page: '/products/digital-tower', kind: 'question' },
  { query: 'smart quote and book', page: '/products/digital-tower', kind: 'question' },
  { query: 'how does ai shortlist bidders', page: '/blog/smart-quote-ai-shortlisting', kind: 'question' },
  { query: 'qr code product lifecycle', page: '/products/digital-product-passport', kind: 'question' },
  { query: 'shipment passport nft', page: '/blog/shipment-passports-nfts', kind: 'question' },
  { query: 'carbon footprint testimonials', page: '/industry-voice/sustainability', kind: 'question' },
  { query: 'tariff rates united states', page: '/', kind: 'question' },
  { query: 'dublin office', page: '/about/our-headquarters', kind: 'question' },
  { query: 'do you use cookies', page: '/cookies', kind: 'question' },
  { query: 'how long do you keep my data', page: '/privacy', kind: 'question' },
  { query: 'biometric data', page: '/privacy', kind: 'question' },
  { query: 'governing law', page: '/terms', kind: 'question' },
  { query: 'arbitration', page: '/terms', kind: 'question' },
  { query: 'senior blockchain engineer', page: '/careers', kind: 'question' },
  { query: 'port optimisation', page: '/products/fr8lens', kind: 'question' },
  { query: 'warehouse actions', page: '/products/digital-tower', kind: 'question' },
  { query: 'digital product passport regulation', page: '/blog/digital-product-passport-regulation', kind: 'question' },
  { query: 'ceo', page: '/about/leadership-team', kind: 'question' },
  { query: 'cargox', page: '/partners', kind: 'question' },
  { query: 'keynote sustainable logistics', page: '/videos/Bw9dT3kXr5U', kind: 'question' },
  { query: 'multileg shipment tutorial', page: '/videos/Rk7pW2nYc8E', kind: 'question' },
  { query: 'schedule a demo', page: '/', kind: 'question' },
  { query: 'why cork', page: '/about/cork-ireland', kind: 'question' },
  // Asked as a visitor asks: 'how', 'do', 'I' and 'my' say how, not what (server/search/terms.ts: QUESTION_WORDS).
  { query: 'how do i delete my data', page: '/privacy', kind: 'question' },
  { query: 'can i get a copy of my data', page: '/privacy', kind: 'question' },
  { query: 'what is fr8lens', page: '/products/fr8lens', kind: 'question' },
  { query: 'how to contact sales', page: '/contact', kind: 'question' },
  { query: 'how do i unsubscribe', page: '/videos', kind: 'question' },

  // A plural where the site says the singular, or the other way round.
  { query: 'passports', page: '/products/digital-product-passport', kind: 'plural' },
  { query: 'webinars', page: '/videos/Zt4hN6bQs1M', kind: 'plural' },
  { query: 'product demo', page: '/videos/q3Xv9Lm2TfA', kind: 'plural' },
  { query: 'smart calendars', page: '/products/digital-tower', kind: 'plural' },
  { query: 'nft', page: '/blog/shipment-passports-nfts', kind: 'plural' },
  { query: 'shipment passport', page: '/blog/shipment-passports-nfts', kind: 'plural' },
  { query: 'advisors', page: '/about/advisory-board', kind: 'plural' },
  { query: 'fee', page: '/terms', kind: 'plural' },
  { query: 'freight bookings', page: '/industry-voice/freight-booking', kind: 'plural' },
  { query: 'data partner', page: '/partners', kind: 'plural' },

  // A slip of the keyboard.
  { query: 'pasport', page: '/products/digital-product-passport', kind: 'typo' },
  { query: 'carrers', page: '/careers', kind: 'typo' },
  { query: 'industy voice', page: '/industry-voice', kind: 'typo' },
  { query: 'privcy policy', page: '/privacy', kind: 'typo' },
  { query: 'digtal tower', page: '/products/digital-tower', kind: 'typo' },
  { query: 'advisery board', page: '/about/advisory-board', kind: 'typo' },

  // A word visitors use for what the site calls otherwise (content/searchSynonyms.ts).
  { query: 'jobs', page: '/careers', kind: 'synonym' },
  { query: 'vacancies', page: '/careers', kind: 'synonym' },
  { query: 'hiring', page: '/careers', kind: 'synonym' },
  { query: 'dpp', page: '/products/digital-product-passport', kind: 'synonym' },
  { query: 'gdpr', page: '/privacy', kind: 'synonym' },
  { query: 'reviews', page: '/industry-voice', kind: 'synonym' },
  { query: 'hq', page: '/about/our-headquarters', kind: 'synonym' },
  { query: 'terms and conditions', page: '/terms', kind: 'synonym' },
  { query: 'newsletter', page: '/videos', kind: 'synonym' },
  { query: 'open positions', page: '/careers', kind: 'synonym' },

  // The ways people ask to reach a company: the contact page, whatever they call it.
  { query: 'get in touch', page: '/contact', kind: 'synonym' },
  { query: 'reach out', page: '/contact', kind: 'synonym' },
  { query: 'talk to sales', page: '/contact', kind: 'question' },
  { query: 'speak to someone', page: '/contact', kind: 'question' },
  { query: 'sales team', page: '/contact', kind: 'synonym' },
  { query: 'email address', page: '/contact', kind: 'synonym' },
  { query: 'phone number', page: '/contact', kind: 'synonym' },
  { query: 'call us', page: '/contact', kind: 'synonym' },
  { query: 'enquiry', page: '/contact', kind: 'plural' },
  { query: 'inquiry', page: '/contact', kind: 'typo' },
  { query: 'customer support', page: '/contact', kind: 'synonym' },
  { query: 'office address', page: '/contact', kind: 'question' },

  // A visitor who names who they are finds the product or the page made for them first (the spec's pages say which).
  { query: 'carrier', page: '/products/fr8lens', kind: 'audience' },
  { query: 'trucking company', page: '/products/fr8lens', kind: 'audience' },
  { query: 'haulier', page: '/products/fr8lens', kind: 'audience' },
  { query: 'warehouse', page: '/products/fr8lens', kind: 'audience' },
  { query: 'warehouse operator', page: '/products/fr8lens', kind: 'audience' },
  { query: 'shipper', page: '/products/digital-tower', kind: 'audience' },
  { query: 'i am a shipper', page: '/products/digital-tower', kind: 'audience' },
  { query: 'freight forwarder', page: '/products/digital-tower', kind: 'audience' },
  { query: 'forwarders', page: '/products/digital-tower', kind: 'audience' },
  { query: 'port', page: '/products/fr8lens#use-case-port-optimisation', kind: 'audience' },
  { query: 'port authority', page: '/products/fr8lens#use-case-port-optimisation', kind: 'audience' },
  { query: 'terminal operator', page: '/products/fr8lens#use-case-port-optimisation', kind: 'audience' },
  { query: 'retailer', page: '/#strategies-title', kind: 'audience' },
  { query: 'ecommerce', page: '/#strategies-title', kind: 'audience' },
  { query: 'logistics provider', page: '/#strategies-title', kind: 'audience' },
] as const satisfies RelevanceRow[]
