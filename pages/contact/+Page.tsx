import { Mail } from 'lucide-react'
import { contactPage } from '../../content/contactPage'
import { offices } from '../../content/offices'
import { site } from '../../content/site'
import { ContactFormIsland } from '../../components/contact/ContactFormIsland'
import { TrustBadges } from '../../components/contact/TrustBadges'
import { Container } from '../../components/Section'
import { Eyebrow } from '../../components/SectionHeader'
import { Body, Emails, Hero, Office, Offices, Side } from './ContactPage.styles'

export default function Page() {
  return (
    <>
      <Hero>
        <Container $space="roomy">
          <Eyebrow $tone="dark">{contactPage.eyebrow}</Eyebrow>
          <h1>{contactPage.heading}</h1>
          <p className="intro">{contactPage.intro}</p>
          <TrustBadges badges={contactPage.badges} />
        </Container>
      </Hero>
      <Body>
        <Container $space="roomy" className="grid">
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{contactPage.formHeading}</h2>
            <ContactFormIsland formId="contact-form" />
          </section>
          <Side>
            <section aria-labelledby="contact-emails-title">
              <h2 id="contact-emails-title">{contactPage.emailsHeading}</h2>
              <Emails>
                <li><Mail size={18} aria-hidden /> <span>{contactPage.generalLabel}</span> <a href={`mailto:${site.email}`}>{site.email}</a></li>
                <li><Mail size={18} aria-hidden /> <span>{contactPage.partnershipsLabel}</span> <a href={`mailto:${site.partnershipsEmail}`}>{site.partnershipsEmail}</a></li>
              </Emails>
            </section>
            <section aria-labelledby="contact-offices-title">
              <h2 id="contact-offices-title">{contactPage.officesHeading}</h2>
              <Offices>
                {offices.map((o) => (
                  <Office key={o.city}>
                    <h3>{o.city}<span>{o.role}</span></h3>
                    <address>{o.address.map((line) => <span key={line}>{line}</span>)}</address>
                  </Office>
                ))}
              </Offices>
            </section>
          </Side>
        </Container>
      </Body>
    </>
  )
}
