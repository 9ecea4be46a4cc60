import { newsletter } from '../../content/newsletter'
import type { OutboxMail } from '../messages/Outbox'
import type { ClaimedConfirmation } from './NewsletterStore'

export const CONFIRM_PATH = '/newsletter/confirm'
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe'

/** The link that unsubscribes (RFC 8058 one-click by POST; opened in a browser, a page with one button). */
export const unsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}${UNSUBSCRIBE_PATH}?token=${token}`

/**
 * The confirmation e-mail: plain text with the link, and the list headers every newsletter e-mail carries, so a mail
 * program's own "unsubscribe" button cancels the sign-up at once. Its Message-ID is the same on every attempt.
 */
export function confirmationMail(
  m: ClaimedConfirmation,
  o: { from: string; siteUrl: string; domain: string },
): OutboxMail {
  const link = `${o.siteUrl}${CONFIRM_PATH}?token=${m.token}`
  return {
    from: o.from,
    to: m.email,
    subject: newsletter.email.subject,
    messageId: `<newsletter-${m.id}-${Date.parse(m.createdAt)}@${o.domain}>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl(o.siteUrl, m.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
    text: newsletter.email.text.replace('{link}', link),
  }
}
