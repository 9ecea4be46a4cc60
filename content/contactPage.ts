/** Words of /contact and /contact/thank-you. */
export const contactPage = {
  title: 'Contact Us',
  description:
    'Talk to E THE REAL about AI and Web3 for your supply chain: schedule a demo, ask about partnerships or visit one of our offices.',
  eyebrow: 'Contact',
  heading: 'Let’s talk about your supply chain',
  intro:
    'Send us a message and our team will get back to you within one business day. For partnerships, write to our partnerships team directly.',
  formHeading: 'Send us a message',
  emailsHeading: 'E-mail us',
  generalLabel: 'General enquiries',
  partnershipsLabel: 'Partnerships',
  officesHeading: 'Our offices',
  badges: ['GDPR Compliant', 'ISO 27001 Certified'],
  thankYou: {
    title: 'Thank you',
    heading: 'Thank you for your message',
    body: 'Our team will get back to you soon. In the meantime, you can explore our products or return to the home page.',
    home: { label: 'Back to the home page', href: '/' },
    products: { label: 'Explore our products', href: '/products' },
  },
} as const
