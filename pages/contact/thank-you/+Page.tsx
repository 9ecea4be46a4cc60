import { CheckCircle2 } from 'lucide-react'
import { contactPage } from '../../../content/contactPage'
import { Button } from '../../../components/Button'
import { NoticeCard } from '../../../components/NoticeCard'

// Where a plain (no-JavaScript) form POST lands after the server has stored the message.
export default function Page() {
  const t = contactPage.thankYou
  return (
    <NoticeCard icon={<CheckCircle2 size={56} aria-hidden />} heading={t.heading} body={t.body}>
      <Button href={t.home.href} $variant="primary" $size="large">
        {t.home.label}
      </Button>
      <Button href={t.products.href} $variant="outline" $size="large">
        {t.products.label}
      </Button>
    </NoticeCard>
  )
}
