import { site } from './site'

/** Words of the contact form and its toasts. Validation messages live in schemas/contact.ts. */
export const contactForm = {
  fields: {
    name: { label: 'Full name', placeholder: 'Jane Doe', autoComplete: 'name' },
    email: { label: 'Work e-mail', placeholder: 'jane@company.com', autoComplete: 'email' },
    company: { label: 'Company', placeholder: 'Company Ltd.', autoComplete: 'organization' },
    message: {
      label: 'Message',
      placeholder: 'Tell us about your supply chain and what you would like to see.',
      autoComplete: 'off',
    },
  },
  /** Contact textarea rows. */
  messageRows: 4,
  requiredNote: 'All fields are required.',
  submit: 'Send Message',
  sending: 'Sending…',
  honeypotLabel: 'Leave this field empty',
  privacyNote: 'We use your details only to answer your message.',
  privacyLink: { label: 'Privacy policy', href: '/privacy' },
  success: {
    title: `Message sent to ${site.email}!`,
    description: 'Thank you for your message. Our team will get back to you soon.',
  },
  failure: {
    title: 'Error sending message',
    description: `Please try again later or email us directly at ${site.email}`,
  },
  /** The thrown (logged, never shown) error text when the server gives no message. */
  fallbackError: 'Failed to send message',
} as const
