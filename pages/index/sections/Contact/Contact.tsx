import { Mail } from 'lucide-react'
import { contactSection } from '../../../../content/home'
import { site } from '../../../../content/site'
import { ContactFormIsland } from '../../../../components/contact/ContactFormIsland'
import { TrustBadges } from '../../../../components/contact/TrustBadges'
import { Container } from '../../../../components/Section'
import { Eyebrow } from '../../../../components/SectionHeader'
import { Aside, Band, Layout } from './Contact.styles'

export function Contact() {
  return (
    <Band id={contactSection.id} aria-labelledby="contact-title">
      <Container $space="roomy">
        <Layout>
          <Aside>
            <Eyebrow $tone="dark">{contactSection.eyebrow}</Eyebrow>
            <h2 id="contact-title">{contactSection.title}</h2>
            <p className="intro">{contactSection.intro}</p>
            <TrustBadges badges={contactSection.badges} />
            <p className="mail">
              <Mail size={18} aria-hidden /> {contactSection.emailLabel} <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </Aside>
          <ContactFormIsland formId="contact-form" />
        </Layout>
      </Container>
    </Band>
  )
}
