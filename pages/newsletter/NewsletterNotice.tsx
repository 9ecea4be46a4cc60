import type { ReactNode } from 'react'
import { Button } from '../../components/Button'
import { NoticeCard } from '../../components/NoticeCard'

type Text = { heading: string; body: string; back: { label: string; href: string } }

/** A newsletter page that says what happened and offers one way on (check your inbox, subscribed, expired, left). */
export function NewsletterNotice({ icon, text, body = text.body }: { icon: ReactNode; text: Text; body?: string }) {
  return (
    <NoticeCard icon={icon} heading={text.heading} body={body}>
      <Button href={text.back.href} $variant="primary" $size="large">
        {text.back.label}
      </Button>
    </NoticeCard>
  )
}
