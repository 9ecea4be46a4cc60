import { peopleIn } from '../../content/people'

/** How many items an About card holds, computed from the data: people for the team pages, one article otherwise. */
export function aboutCount(slug: string): number {
  if (slug === 'leadership-team') return peopleIn('core').length + peopleIn('extended').length
  if (slug === 'advisory-board') return peopleIn('advisory').length
  return 1
}
