import { Mail } from 'lucide-react'
import { styled } from 'styled-components'
import { contactSection } from '../../../../content/home'
import { site } from '../../../../content/site'
import { ContactFormIsland } from '../../../../components/contact/ContactFormIsland'
import { TrustBadges } from '../../../../components/contact/TrustBadges'
import { Section } from '../../../../components/Section'
import { Eyebrow } from '../../../../components/SectionHeader'
import { media } from '../../../../renderer/theme'

export function Contact() {
  return (
    <Band id={contactSection.id} space="roomy" aria-labelledby="contact-title">
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
    </Band>
  )
}

/** The home page's band rhythm, on its own gradient. */
const Band = styled(Section)`
  background:
    radial-gradient(ellipse 50% 60% at 0% 100%, rgba(11, 122, 117, 0.35), transparent 70%),
    linear-gradient(160deg, ${(p) => p.theme.colors.navy}, ${(p) => p.theme.colors.navyDeep});
  color: ${(p) => p.theme.colors.onDark};
`

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[10]};
  align-items: start;
  ${media.lg} {
    grid-template-columns: 5fr 7fr;
    gap: ${(p) => p.theme.space[16]};
  }
`

const Aside = styled.div`
  h2 {
    color: ${(p) => p.theme.colors.onDark};
    font-size: ${(p) => p.theme.fontSizes['3xl']};
    ${media.md} {
      font-size: ${(p) => p.theme.fontSizes['4xl']};
    }
  }
  .intro {
    color: ${(p) => p.theme.colors.onDarkMuted};
    font-size: ${(p) => p.theme.fontSizes.lg};
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
