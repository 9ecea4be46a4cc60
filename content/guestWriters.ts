import type { GuestWriter } from './schemas/guestWriter'

/**
 * Guest authors of the blog: people outside the company who write an article (the team is in people.ts). An article's
 * `author` names someone of either list; each has an author page, /blog/authors/<their name in lowercase words>. Add
 * an entry as in people.ts, without `group`:
 *   { name: 'Jane Doe', title: 'Head of Logistics, Example Foods', bio: 'Two or three sentences…', photo: 'images/people/jane-doe.jpg' },
 */
export const guestWriters: readonly GuestWriter[] = []
