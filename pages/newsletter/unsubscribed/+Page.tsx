import { CheckCircle2 } from 'lucide-react'
import { newsletter } from '../../../content/newsletter'
import { NewsletterNotice } from '../NewsletterNotice'

export default function Page() {
  return <NewsletterNotice icon={<CheckCircle2 size={56} aria-hidden />} text={newsletter.unsubscribed} />
}
