import { MailCheck } from 'lucide-react'
import { Button } from '../../../components/Button'
import { NoticeCard } from '../../../components/NoticeCard'
import { newsletter } from '../../../content/newsletter'

export default function Page() {
  const t = newsletter.checkInbox
  return (
    <NoticeCard icon={<MailCheck size={56} aria-hidden />} heading={t.heading} body={`${t.body} ${t.hint}`}>
      <Button href={t.back.href} $variant="primary" $size="large">
        {t.back.label}
      </Button>
    </NoticeCard>
  )
}
