import { MailCheck } from 'lucide-react'
import { NoticeCard } from '../../../components/NoticeCard'
import { newsletter } from '../../../content/newsletter'
import { OneButtonForm } from '../OneButtonForm'

export default function Page() {
  const t = newsletter.confirm
  return (
    <NoticeCard icon={<MailCheck size={56} aria-hidden />} heading={t.heading} body={t.body}>
      <OneButtonForm action="/newsletter/confirm" button={t.button} />
    </NoticeCard>
  )
}
