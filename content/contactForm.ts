import { site } from './site'
import { uiConstants } from './uiConstants'

/** What a visitor reads once a message is stored: on the form's toast and in the API's answer. */
const messageSent = 'Thank you for your message. Our team will get back to you soon.'

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
    description: messageSent,
  },
  /** The toasts' region and close button, for assistive technology. */
  toasts: { region: 'Notifications', close: 'Close notification' },
  failure: {
    title: 'Error sending message',
    description: `Please try again later or email us directly at ${site.email}`,
  },
  /** In the form's alert when the server gave no answer in time (the message may have arrived: a retry stores it once). */
  timedOut: `Our server did not answer within ${uiConstants.contactForm.timeoutMs / 1000} seconds, so your message may not have arrived. Please try again later or email us directly at ${site.email}`,
  /** The thrown (logged, never shown) error text when the server gives no message. */
  fallbackError: 'Failed to send message',
} as const

/** What POST /api/contact answers, as JSON or on the contact page after a form post. */
export const contactAnswers = {
  sent: messageSent,
  invalid: 'Please check the highlighted fields.',
  unreadable: 'The request could not be read. Send the form fields as JSON or as a form post.',
  tooLarge: 'The message is too large. Please keep it under 32 KB.',
  unsupported: 'Send the form fields as application/json or application/x-www-form-urlencoded.',
  tooMany: 'Too many messages from your address. Please try again later.',
  unavailable: 'Your message could not be saved right now. Please try again in a minute.',
  crossSite: 'Messages can only be sent from the contact form on this website.',
  keyReused: 'This idempotency key was already used for a different message. Send the changed message with a new key.',
} as const
