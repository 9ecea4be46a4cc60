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
 * The contact form's one schema: the browser form validates with it before sending,
 * and the server route validates every request with it again.
 */
export const contactSchema = object({
  name: string()
    .trim()
    .required('Name must be at least 2 characters.')
    .min(2, 'Name must be at least 2 characters.')
    .max(contactLimits.name, `Name must be at most ${contactLimits.name} characters.`)
    .test('printable', 'Name must not contain invisible control characters.', none(CONTROL_CHARACTERS)),
  email: string()
    .trim()
    .required('Please enter a valid email address.')
    .email('Please enter a valid email address.')
    .max(contactLimits.email, 'Please enter a valid email address.')
    .test('printable', 'Please enter a valid email address.', none(CONTROL_CHARACTERS)),
  company: string()
    .trim()
    .required('Company must be at least 2 characters.')
    .min(2, 'Company must be at least 2 characters.')
    .max(contactLimits.company, `Company must be at most ${contactLimits.company} characters.`)
    .test('printable', 'Company must not contain invisible control characters.', none(CONTROL_CHARACTERS)),
  message: string()
    .trim()
    .required('Message must be at least 10 characters.')
    .min(10, 'Message must be at least 10 characters.')
    .max(contactLimits.message, `Message must be at most ${contactLimits.message} characters.`)
    .test(
      'printable',
      'Message must not contain invisible control characters (line breaks and tabs are fine).',
      none(CONTROL_IN_TEXT),
    ),
})

export type ContactMessage = InferType<typeof contactSchema>
export const contactFields = [
  'name',
  'email',
  'company',
  'message',
] as const satisfies readonly (keyof ContactMessage)[]
