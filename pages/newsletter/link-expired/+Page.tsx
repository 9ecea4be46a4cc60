import { Clock } from 'lucide-react'
import { newsletter } from '../../../content/newsletter'
import { NewsletterNotice } from '../NewsletterNotice'

export default function Page() {
  return <NewsletterNotice icon={<Clock size={56} aria-hidden />} text={newsletter.expired} />
}
