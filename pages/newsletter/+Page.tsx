import { PageHero } from '../../components/PageHero'
import { Section } from '../../components/Section'
import { NewsletterBox } from '../../components/newsletter/NewsletterBox'
import { newsletter } from '../../content/newsletter'

// The sign-up on a page of its own: where a form post that needs correcting is answered (with the message filled in).
export default function Page() {
  const t = newsletter.signUpPage
  return (
    <>
      <PageHero heading={t.title} lead={t.description} />
      <Section tone="alt">
        <NewsletterBox page="/newsletter" />
      </Section>
    </>
  )
}
