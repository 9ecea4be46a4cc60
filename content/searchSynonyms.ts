import type { SearchSynonym } from './schemas/searchSynonym'

/**
 * Words visitors search for that the site says otherwise: a search for `word` also finds every word in `means`
 * (and their plurals and singulars). One word on each side; the build stops when a word in `means` is on no page.
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
] as const satisfies SearchSynonym[]
