import { styled } from 'styled-components'
import { type ButtonLook, buttonStyles } from '../../components/Button'
import { FormAlert } from '../../components/FormAlert'

/**
 * A form with one button that POSTs the link's token (filled in by the server: server/routes/newsletter.ts), so that
 * opening a link (a mail scanner does) changes nothing; `data-error-for="form"` is where the server writes a problem.
 */
export function OneButtonForm({ action, button }: { action: string; button: string }) {
  return (
    <Form action={action} method="post">
      <FormAlert data-error-for="form" role="alert"></FormAlert>
      <input type="hidden" name="token" value="" />
      <Submit type="submit" $variant="primary" $size="large">
        {button}
      </Submit>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space[4]};
`

const Submit = styled.button<ButtonLook>`
  ${buttonStyles}
`
