import { site } from '../../content/site'

/** The site's inboxes a page may write to, by the names MDX uses. */
const inboxes = { info: site.email, partnerships: site.partnershipsEmail } as const
export type Inbox = keyof typeof inboxes

export const mailto = (to: Inbox, subject?: string) =>
  `mailto:${inboxes[to]}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`

/** An inbox's address as a link that writes to it: `<EmailLink to="info" subject="Job application" />`. */
export function EmailLink({ to = 'info', subject }: { to?: Inbox; subject?: string }) {
  return <a href={mailto(to, subject)}>{inboxes[to]}</a>
}
