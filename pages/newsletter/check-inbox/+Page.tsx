import { MailCheck } from 'lucide-react'
import { newsletter } from '../../../content/newsletter'
import { NewsletterNotice } from '../NewsletterNotice'

export default function Page() {
  return (
    <NewsletterNotice
      icon={<MailCheck size={56} aria-hidden />}
      text={newsletter.checkInbox}
      body={`${newsletter.checkInbox.body} ${newsletter.checkInbox.hint}`}
    />
  )
}
