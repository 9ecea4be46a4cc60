import type { HTMLAttributes } from 'react'

/**
 * Marks an element the site search leaves out of a page's text (scripts/search/extractSections.ts): labels and
 * buttons that repeat on many pages (an eyebrow, "Back to About", "Request Demo") would otherwise open every snippet.
 * For a styled component: `styled.p.attrs(searchIgnored)`; in JSX: `<section {...searchIgnored}>`.
 */
// Typed as HTML attributes (a data-* key is not one to TypeScript) so styled-components' attrs accepts it.
export const searchIgnored: HTMLAttributes<HTMLElement> = { ['data-search-ignore' as string]: '' }
