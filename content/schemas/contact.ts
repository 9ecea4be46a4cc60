import { object, string, type InferType } from 'yup'

/** Limits of the contact form, shared by the browser form and POST /api/contact. */
export const contactLimits = { name: 200, email: 254, company: 200, message: 5000 } as const

/**
 * Characters that are never text: C0 and C1 control characters, DEL, and the bidi overrides and isolates that
 * reorder what a terminal or a mail client shows (Trojan-Source style). The message may hold line breaks and tabs.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
const none = (pattern: RegExp) => (value: string | undefined) => !value || !pattern.test(value)

/**
 * A text field of `min` to `max` characters once trimmed, with no control characters (`forbidden`); `label` names it
 * in its messages, `allowed` says what it may hold all the same.
 */
const textField = (label: string, min: number, max: number, forbidden = CONTROL_CHARACTERS, allowed = '') =>
  string()
    .trim()
    .required(`${label} must be at least ${min} characters.`)
    .min(min, `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .test('printable', `${label} must not contain invisible control characters${allowed}.`, none(forbidden))

/** An e-mail address, as the contact form and the newsletter sign-up check it. */
export const emailField = string()
  .trim()
  .required('Please enter a valid email address.')
  .email('Please enter a valid email address.')
  .max(contactLimits.email, 'Please enter a valid email address.')
  .test('printable', 'Please enter a valid email address.', none(CONTROL_CHARACTERS))

/**
 * The contact form's one schema: the browser form validates with it before sending,
 * and the server route validates every request with it again.
 */
export const contactSchema = object({
  name: textField('Name', 2, contactLimits.name),
  email: emailField,
  company: textField('Company', 2, contactLimits.company),
  message: textField('Message', 10, contactLimits.message, CONTROL_IN_TEXT, ' (line breaks and tabs are fine)'),
})

export type ContactMessage = InferType<typeof contactSchema>
export const contactFields = [
  'name',
  'email',
  'company',
  'message',
] as const satisfies readonly (keyof ContactMessage)[]
