import { CheckCircle2 } from 'lucide-react'
import { Button } from '../../../components/Button'
import { NoticeCard } from '../../../components/NoticeCard'
import { newsletter } from '../../../content/newsletter'

export default function Page() {
  const t = newsletter.unsubscribed
  return (
    <NoticeCard icon={<CheckCircle2 size={56} aria-hidden />} heading={t.heading} body={t.body}>
      <Button href={t.back.href} $variant="primary" $size="large">
        {t.back.label}
      </Button>
    </NoticeCard>
  )
}
