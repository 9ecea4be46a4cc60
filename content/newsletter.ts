import { site } from './site'

/** How long a confirmation link works; an unconfirmed sign-up is deleted once its newest link has expired. */
const confirmDays = 7

/**
 * The newsletter: its box (on /videos and /newsletter), the pages its links open, the confirmation e-mail and what
 * POST /api/newsletter answers. The e-mail's `{link}` and `{unsubscribe}` are filled in by the server.
 */
export const newsletter = {
  confirmDays,
  /** A confirmation e-mail to one address at most this many times a day, however often it is signed up. */
  confirmationsPerDay: 3,
  box: {
    heading: 'Get new videos by e-mail',
    text: 'Subscribe and we will e-mail you when new demos, webinars and tutorials are published. No spam; unsubscribe any time.',
    label: 'Your e-mail address',
    button: 'Subscribe',
    privacyNote: `We keep only your address and when you agreed, and send a link to confirm first.`,
    privacyLink: { label: 'Privacy policy', href: '/privacy' },
    honeypotLabel: 'Leave this field empty',
  },
  signUpPage: {
    title: 'Newsletter',
    description: 'Get an e-mail from E THE REAL when new product demos, webinars and tutorials are published.',
  },
  checkInbox: {
    title: 'Check your inbox',
    heading: 'Check your inbox',
    body: `If the address can receive our newsletter, we have sent it a link to confirm. The link works for ${confirmDays} days; until you press it, you are not subscribed.`,
    hint: 'Nothing arrived? Look in your spam folder, or sign up again in a few minutes.',
    back: { label: 'Back to the videos', href: '/videos' },
  },
  confirm: {
    title: 'Confirm your subscription',
    heading: 'Confirm your subscription',
    body: 'Press the button to start receiving an e-mail when new videos are published.',
    button: 'Confirm subscription',
  },
  confirmed: {
    title: 'You are subscribed',
    heading: 'You are subscribed',
    body: 'Thank you. We will e-mail you when new videos are published. Every e-mail has a link to unsubscribe.',
    back: { label: 'Watch the videos', href: '/videos' },
  },
  expired: {
    title: 'This link has expired',
    heading: 'This link has expired',
    body: `Confirmation links work for ${confirmDays} days and only for the newest sign-up. Sign up again and we will send you a new one.`,
    back: { label: 'Sign up again', href: '/newsletter' },
  },
  unsubscribe: {
    title: 'Unsubscribe',
    heading: 'Unsubscribe from the newsletter',
    body: 'Press the button and we will stop e-mailing you about new videos.',
    button: 'Unsubscribe',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    heading: 'You are unsubscribed',
    body: 'We will not e-mail you about new videos any more. Changed your mind? You can sign up again at any time.',
    back: { label: 'Back to the home page', href: '/' },
  },
  email: {
    subject: `Confirm your subscription to ${site.brand} videos`,
    text: [
      'Hello,',
      '',
      `Someone, hopefully you, asked to get an e-mail from ${site.brand} when new videos are published.`,
      'To confirm, open this link and press the button:',
      '',
      '{link}',
      '',
      `The link works for ${confirmDays} days. If you did not ask for this, ignore this e-mail: you will not be subscribed, and we delete your address when the link expires.`,
      '',
      `-- \n${site.brand}`,
    ].join('\n'),
  },
  answers: {
    accepted: 'Thank you. Please check your inbox for a link to confirm your subscription.',
    invalid: 'Please check the e-mail address.',
    unreadable: 'The request could not be read. Send the e-mail address as JSON or as a form post.',
    tooLarge: 'The request is too large.',
    unsupported: 'Send the e-mail address as application/json or application/x-www-form-urlencoded.',
    tooMany: 'Too many sign-ups from your address. Please try again later.',
    unavailable: 'We could not sign you up right now. Please try again in a minute.',
    crossSite: 'Sign-ups can only be sent from the form on this website.',
    badLink: 'This link is not complete. Please open the whole link from the e-mail.',
    unsubscribed: 'You are unsubscribed.',
  },
} as const
