/**
 * Words of the site search: the header's search box, the search dialog and the /search page.
 * `{query}` and `{count}` are filled in with the visitor's query and the number of results.
 */
export const searchText = {
  /** The accessible name of every search box. */
  label: 'Search the site',
  placeholder: 'Search',
  submit: 'Search',
  /** Shown beside the header's box on wide screens, and read after the box's name. */
  shortcutHint: 'Press / to search',
  pageTitle: 'Search',
  pageDescription: 'Search every page of the E THE REAL website: products, articles, partners, videos and policies.',
  pageLead: 'Find a product, an article, a partner or a policy by any word on its page.',
  prompt: 'Type a few words, for example a product name or a port.',
  resultsFor: '{count} results for “{query}”',
  oneResultFor: '1 result for “{query}”',
  correctedTo: 'No exact match: showing results for “{query}”.',
  noResults: 'No results for “{query}”.',
  noResultsTips: 'Check the spelling, try fewer or more general words, or start from one of these pages.',
  tooMany: 'Too many searches from your address. Please wait a minute and try again.',
  dialogTitle: 'Search the site',
  close: 'Close',
  loading: 'Searching…',
  instructions: 'Use the up and down arrows to choose a result, Enter to open it, Escape to close.',
  allResults: 'See all results for “{query}”',
  unavailable: 'Search is not available right now. Please try again in a minute.',
} as const
