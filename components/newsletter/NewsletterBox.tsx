import { Mail } from 'lucide-react'
import { styled } from 'styled-components'
import { below } from '../../renderer/theme'
import { type ButtonLook, buttonStyles } from '../Button'
import { FormAlert } from '../FormAlert'
import { HoneypotField } from '../HoneypotField'
import { contactLimits } from '../../content/schemas/contact'
import { newsletter } from '../../content/newsletter'
import { columns } from '../layout'

/**
 * The newsletter box: a plain form that posts the address to the server (no JavaScript, so it adds none to the page).
 * The server answers with the "check your inbox" page, or with /newsletter showing the problem in the slots marked
 * `data-error-for` (the contract with server/routes/newsletter.ts). `page` is recorded with the consent; `words`, its
 * heading and line where the page has its own (an article's end: content/blogIndex.ts).
 */
export function NewsletterBox({ page, words }: { page: string; words?: { heading: string; text: string } }) {
  const { label, button, privacyNote, privacyLink, honeypotLabel } = newsletter.box
  const { heading, text } = words ?? newsletter.box
  return (
    <Box aria-labelledby="newsletter-heading" id="newsletter">
      <Mail aria-hidden="true" size={36} />
      <div>
        <h2 id="newsletter-heading">{heading}</h2>
        <p>{text}</p>
      </div>
      <Form action="/api/newsletter" method="post">
        <Alert data-error-for="form" role="alert"></Alert>
        <input type="hidden" name="page" value={page} />
        <label htmlFor="newsletter-email" className="visually-hidden">
          {label}
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          maxLength={contactLimits.email}
          autoComplete="email"
          placeholder={label}
          aria-describedby="newsletter-email-error newsletter-privacy"
        />
        <Submit type="submit" $variant="accent">
          {button}
        </Submit>
        <Alert id="newsletter-email-error" data-error-for="email"></Alert>
        <HoneypotField label={honeypotLabel} />
        <small id="newsletter-privacy">
          {privacyNote} <a href={privacyLink.href}>{privacyLink.label}</a>
        </small>
      </Form>
    </Box>
  )
}

const Box = styled.section`
  ${columns('md', 'auto 1fr minmax(20rem, 1fr)', 6)}
  align-items: center;
  padding: ${(p) => p.theme.space[8]};
  ${below.xxs} {
    padding: ${(p) => p.theme.space[5]};
  }
  border-radius: ${(p) => p.theme.radii.xl};
  background: linear-gradient(135deg, ${(p) => p.theme.colors.navy}, ${(p) => p.theme.colors.tealDeep});
  color: ${(p) => p.theme.colors.onDarkMuted};
  > svg {
    color: ${(p) => p.theme.colors.accent};
  }
  h2 {
    color: ${(p) => p.theme.colors.onDark};
    font-size: ${(p) => p.theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
  }
`

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[3]};
  input[type='email'] {
    flex: 1 1 14rem;
    min-width: 0; /* an input's own width (20 characters) would keep it wider than a zoomed-in phone */
    min-height: 48px;
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
    border-radius: ${(p) => p.theme.radii.pill};
    border: 0;
    font: inherit;
    /* A white field on the band, which is navy in both schemes: the browser's light field in the dark scheme too. */
    color-scheme: light;
  }
  small {
    flex-basis: 100%;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  small a {
    color: ${(p) => p.theme.colors.onDark};
  }
`

/** A message from the server about the field or the form; takes no room when empty. */
const Alert = styled(FormAlert)`
  flex-basis: 100%;
`

const Submit = styled.button<ButtonLook>`
  ${buttonStyles}
`
