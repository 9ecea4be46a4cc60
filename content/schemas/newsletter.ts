import { object, string } from 'yup'
import { emailField } from './contact'

/**
 * A newsletter sign-up: the address, and nothing else but the page it was sent from (for the consent record). The
 * server checks every request with it; the form in the page needs no script to send it.
 */
export const newsletterSchema = object({
  email: emailField,
  page: string()
    .trim()
    .max(200, 'The page must be a path on this site.')
    .matches(/^\/[^\s\u0000-\u001f\u007f-\u009f]*$/, {
      message: 'The page must be a path on this site.',
      excludeEmptyString: true,
    })
    .default(''),
})
