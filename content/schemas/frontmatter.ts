import { array, boolean, mixed, number, object, string, type AnyObject, type InferType, type ObjectSchema } from 'yup'
import { blogAuthors } from '../blogAuthors.ts'
import { blogTopics } from '../blogTopics.ts'
import { nearest } from '../nearest.ts'

/**
 * Frontmatter schemas, one per kind of long-form page. The kind is the folder under content/
 * (content/legal/privacy.mdx is a `legal` page). The build (scripts/mdx/contentCheck.ts) and the
 * content test run every file through its schema; an error names the file, the field and what was expected.
 */

/**
 * The processing a privacy policy version may say it describes (`covers:`). The server does each only while the version
 * in force lists it: `analytics`, the first-party counting of visits (server/analytics, docs/analytics.md).
 */
const processingKinds = ['analytics'] as const
type Processing = (typeof processingKinds)[number]

/** A calendar date written yyyy-mm-dd (quote it or not; YAML keeps it a string). */
const isoDate = () =>
  string()
    .strict()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'must be a date yyyy-mm-dd')
    .test('calendar', 'must be a real calendar date yyyy-mm-dd', (v) => {
      if (v === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return true
      const d = new Date(`${v}T00:00:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v)
    })

/** Fields every long-form page has. */
const base = {
  /** The page's heading and document title (the site name is added after it). */
  title: string().strict().required('is required').min(3, 'must be at least 3 characters'),
  /** One or two sentences for search engines, link previews and listing cards. */
  description: string()
    .strict()
    .required('is required')
    .min(30, 'must be at least 30 characters')
    .max(200, 'must be at most 200 characters'),
  /** When the text last changed; shown as 'Last updated' and as article:modified_time. */
  updated: isoDate().required('is required (a date yyyy-mm-dd)'),
  /** true: shown by `npm run dev`, left out of the build. */
  draft: boolean().strict().typeError('must be true or false').default(false),
  /**
   * Optional: a picture in public/ that link previews show instead of the card drawn from the title, e.g.
   * /images/share/fr8lens-launch.png (PNG or JPEG, best 1200 × 630).
   */
  shareImage: string()
    .strict()
    .matches(
      /^\/[a-z0-9/._-]+\.(png|jpe?g)$/,
      'must be a path from public/ to a .png or .jpg file, e.g. /images/share/launch.png',
    ),
  /** What the shareImage shows, for people who cannot see it (the page title when left out). */
  shareImageAlt: string().strict().min(3, 'must be at least 3 characters'),
  /** false: built and linked as usual, but left out of the site's own search (/search and the header's search). */
  search: boolean().strict().typeError('must be true or false').default(true),
  /**
   * Earlier addresses of this page (`[/blog/old-slug]`): each answers 301 to the page, so links already given out keep
   * working after a rename (scripts/addresses/writeRedirects.ts).
   */
  redirectFrom: array(
    string()
      .strict()
      .required('must be a list of addresses')
      .matches(
        /^\/[a-z0-9/._-]*$/,
        'must be a list of addresses on this site, each starting with /, e.g. [/blog/old-slug]',
      ),
  )
    .typeError('must be a list of addresses, e.g. [/blog/old-slug]')
    .default([]),
}

/** The icons a writer may name (lucide-react names); components/mdx/Icon.tsx maps them. */
export const pageIcons = [
  'Eye',
  'Target',
  'Users',
  'GraduationCap',
  'Handshake',
  'Building2',
  'Network',
  'MapPin',
  'FileText',
  'Package',
  'Truck',
  'RadioTower',
  'Layers',
  'Briefcase',
  'Newspaper',
  'QrCode',
  'ShieldCheck',
  'Leaf',
  'Globe',
] as const
type PageIcon = (typeof pageIcons)[number]

/** Icons MDX components' `icon` props may name (`icon="Leaf"`): those of frontmatter (`icon:`), and these. */
export const iconNames = [
  ...pageIcons,
  'ArrowUp',
  'BarChart3',
  'Boxes',
  'CalendarDays',
  'Cpu',
  'Link2',
  'Route',
  'Ship',
  'Warehouse',
  'Zap',
] as const
const icon = () => mixed<PageIcon>().oneOf(pageIcons, `must be one of ${pageIcons.join(', ')}`)

/** content/products/*.mdx: the three product pages under /products/{file name}. */
const productFrontmatter = object({
  ...base,
  /** Short line above the title in the hero. */
  eyebrow: string().strict().required('is required'),
  /** Icon shown in the hero. */
  icon: icon().required('is required'),
}).noUnknown(true, 'has an unknown field')

/** content/about/*.mdx: the About categories under /about/{file name}. */
const aboutFrontmatter = object({
  ...base,
  /** Icon beside the title. */
  icon: icon().required('is required'),
  /** Other URLs under /about that show this same page (web3hub for our-web3hub). */
  aliases: array(
    string()
      .strict()
      .required()
      .matches(/^[a-z0-9-]+$/, 'must be a lowercase slug'),
  ).default([]),
}).noUnknown(true, 'has an unknown field')

/** content/legal/*.mdx: /privacy, /terms, /cookies. The body reads dates and numbers from here. */
export const legalFrontmatter = object({
  ...base,
  /** The date the policy takes effect; shown as dd.mm.yyyy. Required once the policy has a history (content/legal/<policy>/). */
  effective: isoDate(),
  /** The date this version first appeared on the site; when left out, the `updated` date. */
  published: isoDate(),
  /** true: a change that matters to readers, which must be published a notice period before it takes effect (content/policyVersions.ts). */
  material: boolean().strict().typeError('must be true or false').default(false),
  /** A short 'What changed' summary, shown on the page and in the policy feed. Required for every version but the first. */
  changes: string()
    .strict()
    .typeError('must be a sentence or two of text')
    .min(10, 'must be at least 10 characters')
    .max(400, 'must be at most 400 characters'),
  /**
   * The processing this version describes, from `processingKinds` above, e.g.
   * `covers: [analytics]`. The server counts visits (server/analytics) only while the privacy policy in force lists
   * `analytics`: visitors are told before they are counted.
   */
  covers: array(
    mixed<Processing>()
      .oneOf(processingKinds, `must list only ${processingKinds.join(', ')}`)
      .required(`must list only ${processingKinds.join(', ')}`),
  )
    .strict()
    .typeError(`must be a list, e.g. [${processingKinds.join(', ')}]`),
  /** Minimum age to accept the terms. */
  minimumAge: number().strict().integer().positive().typeError('must be a whole number'),
  /** The service is not meant for children under this age. */
  childrenUnder: number().strict().integer().positive().typeError('must be a whole number'),
  /** Days a user has to opt out of arbitration after accepting the terms. */
  arbitrationOptOutDays: number().strict().integer().positive().typeError('must be a whole number'),
  /** Biometric data is deleted within this many years of the last interaction. */
  biometricRetentionYears: number().strict().integer().positive().typeError('must be a whole number'),
  /** ...or within this many days after consent is withdrawn. */
  biometricWithdrawalDays: number().strict().integer().positive().typeError('must be a whole number'),
}).noUnknown(true, 'has an unknown field')

export const topicNames: readonly string[] = blogTopics.map((t) => t.name)
export const authorNames = blogAuthors.map((a) => a.name)

/** 'did you mean Sustainability?', or the whole list when no name is near what the writer typed. */
const didYouMean = (typed: string, names: readonly string[], listIs: string) => {
  const meant = nearest(typed, names)
  return meant ? `did you mean ${meant}?` : `${listIs} ${names.join(', ')} (add a new one there first)`
}

/** content/blog/*.mdx: articles under /blog/{file name}, listed newest first and in /blog/feed.xml. */
export const blogFrontmatter = object({
  ...base,
  /** Publication date; orders the list and the feed. */
  date: isoDate().required('is required (a date yyyy-mm-dd)'),
  /** The writer: the name of a person in content/people.ts or content/guestWriters.ts, as written there. */
  author: string()
    .strict()
    .required('is required')
    .test('known', '', function (name) {
      if (name === undefined || authorNames.includes(name)) return true
      return this.createError({
        message: `is '${name}', who is not in content/people.ts or content/guestWriters.ts: ${didYouMean(name, authorNames, 'the authors are')}`,
      })
    }),
  /** The article's topics, by name, from content/blogTopics.ts: shown as links to each topic's page. */
  tags: array(string().strict().required('must be a list of topics'))
    .default([])
    .test('known', '', function (tags = []) {
      const problems = tags.flatMap((tag, i) => {
        if (typeof tag !== 'string') return []
        if (!topicNames.includes(tag))
          return [
            `has '${tag}', which is not a topic in content/blogTopics.ts: ${didYouMean(tag, topicNames, 'the topics are')}`,
          ]
        return tags.indexOf(tag) < i ? [`names '${tag}' twice`] : []
      })
      return problems.length ? this.createError({ message: problems.join('; ') }) : true
    }),
  /**
   * Optional: the minute the article goes live, in the site's time zone (content/policyVersions.ts), e.g.
   * 2026-12-07T09:00. Until then it answers 404 and is in no list; from then on it is everywhere, without a rebuild.
   * Its day is the article's `date`.
   */
  publishAt: string()
    .strict()
    .matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'must be a date and time yyyy-mm-ddThh:mm, e.g. 2026-12-07T09:00')
    .test('calendar', 'must be a real date and time yyyy-mm-ddThh:mm', (v) => {
      if (v === undefined || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v)) return true
      const d = new Date(`${v}:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v)
    })
    .test('date', "must fall on the article's 'date'", function (v) {
      const date = (this.parent as { date?: unknown }).date
      if (v === undefined || typeof date !== 'string' || v.slice(0, 10) === date) return true
      return this.createError({
        message: `(${v}) must fall on the article's 'date' (${date}): set date: ${v.slice(0, 10)}`,
      })
    }),
}).noUnknown(true, 'has an unknown field')

/** content/pages/*.mdx: stand-alone pages at /{file name} (clearing house, ecosystem partners, careers). */
const pageFrontmatter = object({
  ...base,
  /** Short line above the title. */
  eyebrow: string().strict(),
}).noUnknown(true, 'has an unknown field')

export const frontmatterSchemas = {
  products: productFrontmatter,
  about: aboutFrontmatter,
  legal: legalFrontmatter,
  blog: blogFrontmatter,
  pages: pageFrontmatter,
} satisfies Record<string, ObjectSchema<AnyObject>>

export type ContentKind = keyof typeof frontmatterSchemas

/** The fields every kind of page has (`base` above). */
const commonFields = Object.keys(base)

/**
 * The order a page's frontmatter is written in, by the editor and by `npm run policy`: title and description, the
 * fields of its kind, then those every page has, each in the order above.
 */
export function fieldOrder(kind: ContentKind): string[] {
  const keys = Object.keys(frontmatterSchemas[kind].fields)
  const rank = (key: string) => (key === 'title' ? 0 : key === 'description' ? 1 : commonFields.includes(key) ? 3 : 2)
  return keys.sort((a, b) => rank(a) - rank(b))
}
export type ProductFrontmatter = InferType<typeof productFrontmatter>
export type AboutFrontmatter = InferType<typeof aboutFrontmatter>
export type LegalFrontmatter = InferType<typeof legalFrontmatter>
export type BlogFrontmatter = InferType<typeof blogFrontmatter>
export type PageFrontmatter = InferType<typeof pageFrontmatter>
