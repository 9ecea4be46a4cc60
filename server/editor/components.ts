import { fields } from '@keystatic/core'
import { block, inline, wrapper } from '@keystatic/core/content-components'
import { downloads } from '../../content/downloads'
import { iconNames } from '../../content/schemas/frontmatter'
import { personGroups } from '../../content/schemas/person'
import { products } from '../../content/products'
import type { MDXComponents } from '../../components/mdx/MDXComponents'
import { omittedAtDefault, picture } from './fields'

// What a writer can put in a page's text, as the editor offers it: each component of components/mdx/MDXComponents.tsx
// with its props (attributes in the MDX, in this order). A component missing here, or one here the site does not
// have, fails server/editor/config.test.ts.

const text = (label: string, description?: string) => fields.text({ label, description })
const choice = (label: string, options: readonly string[], defaultValue = options[0]!) =>
  fields.select({ label, options: options.map((o) => ({ label: o, value: o })), defaultValue })
const optionalChoice = (label: string, options: readonly string[]) =>
  omittedAtDefault(
    fields.select({
      label,
      options: [{ label: '(none)', value: '' }, ...options.map((o) => ({ label: o, value: o }))],
      defaultValue: '',
    }),
    (v) => v === '',
  )
const flag = (label: string) => omittedAtDefault(fields.checkbox({ label }), (v) => !v)
const items = (label: string) => fields.array(fields.text({ label: 'Item' }), { label, itemLabel: (p) => p.value })

export const contentComponents = {
  Section: wrapper({
    label: 'Section',
    schema: {
      id: text('Anchor', 'The section’s address on the page (#capabilities)'),
      tone: optionalChoice('Background', ['plain', 'tinted', 'dark']),
      top: flag('Ends with a “Top” link'),
    },
  }),
  CardGrid: wrapper({ label: 'Card grid', schema: { columns: fields.integer({ label: 'Columns' }) } }),
  Card: wrapper({
    label: 'Card',
    schema: {
      title: text('Title'),
      icon: optionalChoice('Icon', iconNames),
      href: text('Link'),
      linkText: text('Link text'),
      id: text('Anchor'),
    },
  }),
  Callout: wrapper({
    label: 'Callout',
    schema: { tone: optionalChoice('Kind', ['note', 'quote']), title: text('Title') },
  }),
  ButtonRow: wrapper({ label: 'Button row', schema: {} }),
  StatGrid: wrapper({ label: 'Figures', schema: {} }),
  Hero: wrapper({
    label: 'Hero (product pages)',
    schema: {
      icon: optionalChoice('Icon', iconNames),
      image: text('Picture', 'A file under public/, e.g. /images/products/fr8lens.svg'),
    },
  }),
  Stat: block({ label: 'Figure', schema: { value: text('Value'), label: text('Label') } }),
  Steps: block({ label: 'Steps', schema: { label: text('What the steps are'), items: items('Steps') } }),
  Chips: block({ label: 'Chips', schema: { label: text('What the chips are'), items: items('Chips') } }),
  CallToAction: block({
    label: 'Button',
    schema: {
      href: text('Link', 'A page (/contact) or an address elsewhere; or choose a download or an inbox'),
      download: optionalChoice('Download', Object.keys(downloads)),
      email: optionalChoice('Writes to', ['info', 'partnerships']),
      subject: text('E-mail subject'),
      variant: optionalChoice('Style', ['primary', 'secondary', 'light']),
      label: text('Words'),
    },
  }),
  Image: block({
    label: 'Picture',
    schema: {
      src: picture('File', 'A photo or drawing as JPEG, PNG, WebP or AVIF; 2,400 px wide is plenty.'),
      alt: fields.text({ label: 'What it shows (alt text)', validation: { isRequired: true } }),
      caption: text('Caption'),
      hero: flag('Loads first (the page’s main picture)'),
    },
  }),
  Figure: block({
    label: 'Figure (public/)',
    schema: {
      src: text('File', 'Under public/'),
      alt: text('What it shows (alt text)'),
      caption: text('Caption'),
      width: fields.integer({ label: 'Width' }),
      height: fields.integer({ label: 'Height' }),
    },
  }),
  PeopleList: block({ label: 'People', schema: { group: choice('Group', personGroups) } }),
  PersonCard: block({
    label: 'Person',
    schema: { name: text('Name'), title: text('Role'), bio: text('Bio'), photo: text('Photo') },
  }),
  ProductLinks: block({
    label: 'Other products',
    schema: {
      except: choice(
        'This product',
        products.map((p) => p.slug),
      ),
    },
  }),
  OfficeList: block({ label: 'Offices', schema: {} }),
  PartnerGroups: block({ label: 'Partners', schema: {} }),
  ContactEmails: block({ label: 'Contact e-mails', schema: {} }),
  TopLink: block({ label: '“Top” link', schema: {} }),
  Icon: inline({ label: 'Icon', schema: { name: choice('Icon', iconNames), size: fields.integer({ label: 'Size' }) } }),
  Fact: inline({
    label: 'Frontmatter value',
    schema: { name: text('Field', 'e.g. effective, childrenUnder') },
    // Shown in the text as the field it stands for: {effective}.
    ContentView: ({ value }) => `{${value.name}}`,
  }),
  FormattedDate: inline({
    label: 'Date',
    schema: { value: text('Date', 'yyyy-mm-dd'), style: optionalChoice('Style', ['numeric', 'long']) },
  }),
  EmailLink: inline({
    label: 'E-mail address',
    schema: { to: optionalChoice('Inbox', ['info', 'partnerships']), subject: text('Subject') },
  }),
} satisfies Record<Exclude<keyof typeof MDXComponents, 'h2' | 'h3' | 'table'>, unknown>
