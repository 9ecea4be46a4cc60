import { object, string, type InferType } from 'yup'

/** Limits of the contact form, shared by the browser form and POST /api/contact. */
export const contactLimits = { name: 200, email: 254, company: 200, message: 5000 } as const

/**
 * The contact form's one schema: the browser form validates with it before sending,
 * and the server route validates every request with it again. Messages are the spec's words.
 */
export const contactSchema = object({
  name: string()
    .trim()
    .required('Name must be at least 2 characters.')
    .min(2, 'Name must be at least 2 characters.')
    .max(contactLimits.name, `Name must be at most ${contactLimits.name} characters.`),
  email: string()
    .trim()
    .required('Please enter a valid email address.')
    .email('Please enter a valid email address.')
    .max(contactLimits.email, 'Please enter a valid email address.'),
  company: string()
    .trim()
    .required('Company must be at least 2 characters.')
    .min(2, 'Company must be at least 2 characters.')
    .max(contactLimits.company, `Company must be at most ${contactLimits.company} characters.`),
  message: string()
    .trim()
    .required('Message must be at least 10 characters.')
    .min(10, 'Message must be at least 10 characters.')
    .max(contactLimits.message, `Message must be at most ${contactLimits.message} characters.`),
})

export type ContactMessage = InferType<typeof contactSchema>
export const contactFields = ['name', 'email', 'company', 'message'] as const satisfies readonly (keyof ContactMessage)[]
