import { Mail } from 'lucide-react'
import { styled } from 'styled-components'
import { contactSection } from '../../../../content/home'
import { site } from '../../../../content/site'
import { ContactFormIsland } from '../../../../components/contact/ContactFormIsland'
import { TrustBadges } from '../../../../components/contact/TrustBadges'
import { Eyebrow } from '../../../../components/SectionHeader'
import { DarkBand } from '../HomeSection'
import { columns } from '../../../../components/layout'

export function Contact() {
  return (
    <Band id={contactSection.id} aria-labelledby="contact-title">
      <Layout>
        <Aside>
          <Eyebrow $tone="dark">{contactSection.eyebrow}</Eyebrow>
          <h2 id="contact-title">{contactSection.title}</h2>
          <p className="lead">{contactSection.intro}</p>
          <TrustBadges badges={contactSection.badges} />
          <p className="mail">
            <Mail size={18} aria-hidden /> {contactSection.emailLabel} <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </Aside>
        <ContactFormIsland formId="contact-form" />
      </Layout>
    </Band>
  )
}

const Band = styled(DarkBand)`
  background:
    radial-gradient(ellipse 50% 60% at 0% 100%, ${(p) => p.theme.colors.primaryGlowSoft}, transparent 70%),
    linear-gradient(160deg, ${(p) => p.theme.colors.navy}, ${(p) => p.theme.colors.navyDeep});
`

const Layout = styled.div`
  ${columns('lg', '5fr 7fr', 10, 16)}
  align-items: start;
`

const Aside = styled.div`
  .lead {
    margin-bottom: ${(p) => p.theme.space[6]};
  }
  .mail {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    margin-top: ${(p) => p.theme.space[6]};
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  .mail a {
    color: ${(p) => p.theme.colors.accent};
    font-weight: 600;
  }
`
