import type { SearchSynonym } from './schemas/searchSynonym'

/**
 * Words visitors search for that the site says otherwise: a search for `word` also finds every word in `means`
 * (and their plurals and singulars). `word` is one word, or words a visitor says together for one thing ('get in
 * touch'), which then find only the words in `means`; each word in `means` is one word of the site, and the build
 * stops when one is on no page.
 */
export const searchSynonyms = [
  { word: 'jobs', means: ['careers', 'roles'] },
  { word: 'vacancies', means: ['careers', 'roles'] },
  { word: 'hiring', means: ['careers', 'roles'] },
  { word: 'dpp', means: ['passport'] },
  { word: 'gdpr', means: ['privacy'] },
  { word: 'reviews', means: ['testimonials'] },
  { word: 'hq', means: ['headquarters'] },
  { word: 'conditions', means: ['terms'] },
  { word: 'newsletter', means: ['subscribe'] },
  { word: 'positions', means: ['careers', 'roles'] },
  // The ways people ask to reach a company.
  { word: 'in touch', means: ['contact'] },
  { word: 'reach out', means: ['contact'] },
  { word: 'speak to someone', means: ['contact'] },
  { word: 'talk to someone', means: ['contact'] },
  { word: 'call us', means: ['contact'] },
  { word: 'sales', means: ['contact'] },
  { word: 'phone', means: ['contact'] },
  { word: 'telephone', means: ['contact'] },
  { word: 'phone number', means: ['contact'] },
  { word: 'email', means: ['contact'] },
  { word: 'email address', means: ['contact'] },
  { word: 'support', means: ['contact'] },
  { word: 'customer support', means: ['contact'] },
  { word: 'customer service', means: ['contact'] },
  { word: 'inquiry', means: ['enquiries'] },
] as const satisfies SearchSynonym[]
