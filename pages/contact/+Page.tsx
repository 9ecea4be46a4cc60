import { Mail } from 'lucide-react'
import { styled } from 'styled-components'
import { contactPage } from '../../content/contactPage'
import { offices } from '../../content/offices'
import { site } from '../../content/site'
import { ContactFormIsland } from '../../components/contact/ContactFormIsland'
import { TrustBadges } from '../../components/contact/TrustBadges'
import { CardGrid } from '../../components/cards/CardGrid'
import { Container } from '../../components/Section'
import { Eyebrow } from '../../components/SectionHeader'
import { columns } from '../../components/layout'

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
                <li>
                  <Mail size={18} aria-hidden /> <span>{contactPage.generalLabel}</span>{' '}
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </li>
                <li>
                  <Mail size={18} aria-hidden /> <span>{contactPage.partnershipsLabel}</span>{' '}
                  <a href={`mailto:${site.partnershipsEmail}`}>{site.partnershipsEmail}</a>
                </li>
              </Emails>
            </section>
            <section aria-labelledby="contact-offices-title">
              <h2 id="contact-offices-title">{contactPage.officesHeading}</h2>
              <CardGrid $cols={{ sm: 2 }} $gap={4}>
                {offices.map((o) => (
                  <Office key={o.city}>
                    <h3>
                      {o.city}
                      <span>{o.role}</span>
                    </h3>
                    <address>
                      {o.address.map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                    </address>
                  </Office>
                ))}
              </CardGrid>
            </section>
          </Side>
        </Container>
      </Body>
    </>
  )
}

const Hero = styled.section`
  padding: ${(p) => p.theme.space[16]} 0 ${(p) => p.theme.space[12]};
  background: linear-gradient(160deg, ${(p) => p.theme.colors.navy}, ${(p) => p.theme.colors.navyDeep});
  color: ${(p) => p.theme.colors.onDark};
  h1 {
    color: ${(p) => p.theme.colors.onDark};
    font-size: ${(p) => p.theme.fontSizes['5xl']};
    max-width: 20ch;
  }
  .intro {
    max-width: 42rem;
    font-size: ${(p) => p.theme.fontSizes.lg};
    color: ${(p) => p.theme.colors.onDarkMuted};
    margin-bottom: ${(p) => p.theme.space[6]};
  }
`

const Body = styled.div`
  padding: ${(p) => p.theme.space[12]} 0 ${(p) => p.theme.space[20]};
  background: ${(p) => p.theme.colors.surfaceAlt};
  .grid {
    ${columns('lg', '7fr 5fr', 10, 12)}
    align-items: start;
  }
  h2 {
    font-size: ${(p) => p.theme.fontSizes['2xl']};
    margin-bottom: ${(p) => p.theme.space[5]};
  }
`

const Side = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[10]};
`

const Emails = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
  }
  li span {
    font-weight: 600;
    color: ${(p) => p.theme.colors.ink};
  }
  svg {
    color: ${(p) => p.theme.colors.primary};
  }
  a {
    font-weight: 600;
  }
`

const Office = styled.li`
  padding: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[5]};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radii.md};
  h3 {
    display: flex;
    flex-direction: column;
    margin: 0 0 ${(p) => p.theme.space[2]};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  h3 span {
    font-size: ${(p) => p.theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.primary};
  }
  address {
    display: flex;
    flex-direction: column;
    font-style: normal;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.muted};
  }
`
