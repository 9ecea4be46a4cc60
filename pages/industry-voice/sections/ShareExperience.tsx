import { Mail, MessageSquareQuote } from 'lucide-react'
import { styled } from 'styled-components'
import { Container, Section } from '../../../components/Container'
import { LinkButton } from '../../../components/LinkButton'
import { industryVoice } from '../../../content/industryVoice'

/** 'Share Your Experience': submitting opens an e-mail with a prepared subject; 'Contact Us' goes to /contact. */
export function ShareExperience() {
  const { heading, text, submitText, submitHref, contactText, contactHref } = industryVoice.share
  return (
    <Section $tone="alt" aria-labelledby="share-heading">
      <Container>
        <Box>
          <MessageSquareQuote aria-hidden="true" size={40} />
          <h2 id="share-heading">{heading}</h2>
          <p>{text}</p>
          <Actions>
            <LinkButton href={submitHref} $variant="accent">
              <Mail aria-hidden="true" size={18} /> {submitText}
            </LinkButton>
            <LinkButton href={contactHref} $variant="ghostOnDark">
              {contactText}
            </LinkButton>
          </Actions>
        </Box>
      </Container>
    </Section>
  )
}

const Box = styled.div.withConfig({ componentId: 'ShareExperience_Box' })`
  text-align: center;
  padding: ${(p) => p.theme.space[12]} ${(p) => p.theme.space[6]};
  border-radius: ${(p) => p.theme.radii.xl};
  background: linear-gradient(135deg, ${(p) => p.theme.colors.navy}, ${(p) => p.theme.colors.primaryDark});
  color: ${(p) => p.theme.colors.onDarkMuted};
  > svg { color: ${(p) => p.theme.colors.accent}; margin-bottom: ${(p) => p.theme.space[3]}; }
  h2 { color: ${(p) => p.theme.colors.onDark}; font-size: ${(p) => p.theme.fontSizes['3xl']}; }
  p { max-width: 36rem; margin-inline: auto; font-size: ${(p) => p.theme.fontSizes.lg}; }
`

const Actions = styled.div.withConfig({ componentId: 'ShareExperience_Actions' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space[4]};
  margin-top: ${(p) => p.theme.space[6]};
`
