import { Mail } from 'lucide-react'
import { styled } from 'styled-components'
import { media } from '../../renderer/theme'
import { type ButtonLook, buttonStyles } from '../../components/Button'
import { videoLibrary } from '../../content/videoLibrary'

/**
 * The newsletter box. There is no mailing-list service, so subscribing opens the visitor's mail program with a
 * message to us: a GET form to a mailto: URL (no JavaScript needed; browsers encode it as ?subject=…&body=…).
 */
export function Newsletter() {
  const { heading, text, label, button, to, subject } = videoLibrary.newsletter
  return (
    <Box aria-labelledby="newsletter-heading">
      <Mail aria-hidden="true" size={36} />
      <div>
        <h2 id="newsletter-heading">{heading}</h2>
        <p>{text}</p>
      </div>
      <Form action={`mailto:${to}`} method="get">
        <input type="hidden" name="subject" value={subject} />
        <label htmlFor="newsletter-email" className="visually-hidden">
          {label}
        </label>
        <input id="newsletter-email" type="email" name="body" required autoComplete="email" placeholder={label} />
        <Submit type="submit" $variant="accent">
          {button}
        </Submit>
      </Form>
    </Box>
  )
}

const Box = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space[6]};
  align-items: center;
  padding: ${(p) => p.theme.space[8]};
  border-radius: ${(p) => p.theme.radii.xl};
  background: linear-gradient(135deg, ${(p) => p.theme.colors.navy}, ${(p) => p.theme.colors.primaryDark});
  color: ${(p) => p.theme.colors.onDarkMuted};
  ${media.md} {
    grid-template-columns: auto 1fr minmax(20rem, 1fr);
  }
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
    min-height: 48px;
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
    border-radius: ${(p) => p.theme.radii.pill};
    border: 0;
    font: inherit;
  }
`

const Submit = styled.button<ButtonLook>`
  ${buttonStyles}
`
