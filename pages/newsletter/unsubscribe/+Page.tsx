import { MailX } from 'lucide-react'
import { NoticeCard } from '../../../components/NoticeCard'
import { newsletter } from '../../../content/newsletter'
import { OneButtonForm } from '../OneButtonForm'

export default function Page() {
  const t = newsletter.unsubscribe
  return (
    <NoticeCard icon={<MailX size={56} aria-hidden />} heading={t.heading} body={t.body}>
      <OneButtonForm action="/newsletter/unsubscribe" button={t.button} />
    </NoticeCard>
  )
}
