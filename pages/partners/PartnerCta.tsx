import { Handshake } from 'lucide-react'
import { styled } from 'styled-components'
import { Container, Section } from '../../components/Container'
import { LinkButton } from '../../components/LinkButton'
import { partnersPage } from '../../content/partnersPage'

/** 'Interested in becoming a partner?': a mailto to the partnerships address with subject 'Partnership Inquiry'. */
export function PartnerCta() {
  const { heading, text, button, href } = partnersPage.cta
  return (
    <Section $tone="alt" aria-labelledby="partner-cta-heading">
      <Container>
        <Box>
          <Handshake aria-hidden="true" size={40} />
          <h2 id="partner-cta-heading">{heading}</h2>
          <p>{text}</p>
          <LinkButton href={href} $variant="accent">
            {button}
          </LinkButton>
        </Box>
      </Container>
    </Section>
  )
}

const Box = styled.div.withConfig({ componentId: 'PartnerCta_Box' })`
  text-align: center;
  padding: ${(p) => p.theme.space[12]} ${(p) => p.theme.space[6]};
  border-radius: ${(p) => p.theme.radii.xl};
  background: linear-gradient(135deg, ${(p) => p.theme.colors.navy}, ${(p) => p.theme.colors.primaryDark});
  color: ${(p) => p.theme.colors.onDarkMuted};
  > svg { color: ${(p) => p.theme.colors.accent}; margin-bottom: ${(p) => p.theme.space[3]}; }
  h2 { color: ${(p) => p.theme.colors.onDark}; font-size: ${(p) => p.theme.fontSizes['3xl']}; }
  p { max-width: 36rem; margin: 0 auto ${(p) => p.theme.space[6]}; font-size: ${(p) => p.theme.fontSizes.lg}; }
`
