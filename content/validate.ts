import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { ValidationError, type AnyObjectSchema } from 'yup'
import { blogAuthors } from './blogAuthors.ts'
import { blogTopics } from './blogTopics.ts'
import { guestWriters } from './guestWriters.ts'
import * as home from './home.ts'
import { partners } from './partners.ts'
import { people } from './people.ts'
import { products } from './products.ts'
import { searchAudiences } from './searchAudiences.ts'
import { searchSynonyms } from './searchSynonyms.ts'
import { blogTopicSchema } from './schemas/blogTopic.ts'
import { frontmatterSchemas, type ContentKind } from './schemas/frontmatter.ts'
import { guestWriterSchema } from './schemas/guestWriter.ts'
import { industryCardSchema } from './schemas/industryCard.ts'
import { linkSchema } from './schemas/link.ts'
import { networkModeSchema } from './schemas/networkMode.ts'
import { partnerSchema } from './schemas/partner.ts'
import { personSchema } from './schemas/person.ts'
import { searchAudienceSchema } from './schemas/searchAudience.ts'
import { searchSynonymSchema } from './schemas/searchSynonym.ts'
import { productCardSchema } from './schemas/product.ts'
import { segmentCardSchema } from './schemas/segmentCard.ts'
import { statSchema } from './schemas/stat.ts'
import { strategySchema } from './schemas/strategy.ts'
import { tariffRateSchema } from './schemas/tariffRate.ts'
import { technologyCardSchema } from './schemas/technologyCard.ts'
import { testimonialSchema } from './schemas/testimonial.ts'
import { videoSchema } from './schemas/video.ts'
import { tariffRates } from './tariffRates.ts'
import { tradeNews } from './tradeNews.ts'
import { tradeNewsItemSchema } from './schemas/tradeNews.ts'
import { testimonials } from './testimonials.ts'
import { videos } from './videos.ts'

/**
 * The one check of the site's content: every data list in content/ against its schema, and every MDX page's
 * frontmatter against its folder's. `npm run build` and `npm run dev` run it before anything else (vite.config.ts),
 * and content/validate.test.ts runs it with the tests. Each problem is one line a writer can act on, naming the file,
 * the entry and the field, e.g.
 *   content/people.ts, entry 3 (Jane Doe): title is a required field
 */
export function validateContent(root = process.cwd()): string[] {
  return [...checkLists(root), ...checkContentDir(root)]
}

/** A data list and what its entries must be. */
export type ListCheck = {
  file: string
  /** What the list is called in a message when the file holds several ('sectors' in content/home.ts). */
  list?: string
  schema: AnyObjectSchema
  entries: readonly unknown[]
  /** How a writer recognises an entry: its name or title. */
  name?: (entry: never) => string
  /** A field (or fields) that must differ from entry to entry. */
  unique?: string | string[]
  /** Fields naming a file that must exist, under public/ or content/. */
  files?: { field: string; under: 'public' | 'content' }[]
}

const named = (e: { name: string }) => e.name
const titled = (e: { title: string }) => e.title

/** The site's data lists. A new list in content/ with a schema gets its line here. */
function lists(): ListCheck[] {
  const homeList = (list: string, schema: AnyObjectSchema, entries: readonly unknown[]): ListCheck => ({
    file: 'content/home.ts',
    list,
    schema,
    entries,
  })
  return [
    { file: 'content/people.ts', schema: personSchema, entries: people, name: named, unique: 'name' },
    { file: 'content/guestWriters.ts', schema: guestWriterSchema, entries: guestWriters, name: named, unique: 'name' },
    {
      file: 'content/blogTopics.ts',
      schema: blogTopicSchema,
      entries: blogTopics,
      name: named,
      unique: ['name', 'slug'],
    },
    {
      file: 'content/partners.ts',
      schema: partnerSchema,
      entries: partners,
      name: named,
      unique: 'name',
      files: [{ field: 'logo', under: 'public' }],
    },
    {
      file: 'content/products.ts',
      schema: productCardSchema,
      entries: products,
      name: titled,
      unique: 'slug',
      files: [{ field: 'img', under: 'public' }],
    },
    { file: 'content/tradeNews.ts', schema: tradeNewsItemSchema, entries: tradeNews, name: titled },
    {
      file: 'content/testimonials.ts',
      schema: testimonialSchema,
      entries: testimonials,
      name: named,
      unique: 'name',
      files: [{ field: 'image', under: 'public' }],
    },
    {
      file: 'content/videos.ts',
      schema: videoSchema,
      entries: videos,
      name: titled,
      unique: 'videoId',
      files: [{ field: 'thumbnail', under: 'public' }],
    },
    { file: 'content/tariffRates.ts', schema: tariffRateSchema, entries: tariffRates, name: named, unique: 'id' },
    {
      file: 'content/searchSynonyms.ts',
      schema: searchSynonymSchema,
      entries: searchSynonyms,
      name: (e: { word: string }) => e.word,
      unique: 'word',
    },
    {
      file: 'content/searchAudiences.ts',
      schema: searchAudienceSchema,
      entries: searchAudiences,
      name: (e: { page: string }) => e.page,
      unique: 'page',
    },
    homeList('sectors', industryCardSchema, home.sectors),
    homeList('strategies', strategySchema, home.strategies),
    homeList('networkModes', networkModeSchema, home.networkModes),
    homeList('segments', segmentCardSchema, home.segments),
    homeList('technologies', technologyCardSchema, home.technologies),
    homeList('hero.highlights', statSchema, home.hero.highlights),
    homeList('tariffBanner.stats', statSchema, home.tariffBanner.stats),
    homeList('links', linkSchema, [
      home.hero.primary,
      home.hero.secondary,
      home.hero.scrollHint,
      home.tariffBanner.cta,
      home.productsSection.allLink,
      home.partnersSection.allLink,
    ]),
  ]
}

/** Every problem of the site's data lists (content/*.ts). */
export function checkLists(root = process.cwd()): string[] {
  return [...lists().flatMap((check) => checkList(check, root)), ...checkAuthorAddresses()]
}

/**
 * Each author's page is /blog/authors/<their name in lowercase words>: two people whose names make the same address
 * (or a guest author who is also on the team) would share one page.
 */
function checkAuthorAddresses(): string[] {
  const seen = new Map<string, string>()
  return blogAuthors.flatMap(({ name, slug }) => {
    const first = seen.get(slug)
    seen.set(slug, first ?? name)
    if (first === undefined) return []
    const where = guestWriters.some((g) => g.name === name) ? 'content/guestWriters.ts' : 'content/people.ts'
    return [
      `${where} (${name}): the author page /blog/authors/${slug} is already ${first}'s: write the name so that it differs`,
    ]
  })
}

/** Every problem of one list: schema errors, fields the schema does not know, repeated values, missing files. */
export function checkList(check: ListCheck, root = process.cwd()): string[] {
  const { file, list, schema, entries, unique, files = [] } = check
  const problems: string[] = []
  const uniqueFields = typeof unique === 'string' ? [unique] : (unique ?? [])
  const seen = new Map(uniqueFields.map((field) => [field, new Map<unknown, number>()]))
  entries.forEach((entry, i) => {
    const where = `${file}, ${list ? `${list} ` : ''}${entryLabel(check, entry, i)}`
    const say = (what: string) => problems.push(`${where}: ${what}`)
    if (typeof entry !== 'object' || entry === null) return say('must be an object with fields (key: value)')
    const fields = Object.keys(schema.fields)
    for (const key of Object.keys(entry))
      if (!fields.includes(key)) say(`has an unknown field '${key}' (the fields are: ${fields.join(', ')})`)
    try {
      schema.validateSync(entry, { strict: true, abortEarly: false })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      for (const message of error.errors) say(message)
    }
    const record = entry as Record<string, unknown>
    for (const field of uniqueFields) {
      const values = seen.get(field)!
      const first = values.get(record[field])
      if (first !== undefined) say(`${field} '${String(record[field])}' is already used by entry ${first + 1}`)
      else values.set(record[field], i)
    }
    for (const { field, under } of files) {
      const value = record[field]
      if (typeof value === 'string' && value && !fs.existsSync(path.join(root, under, value)))
        say(`${field} names ${under}/${value.replace(/^\//, '')}, which does not exist`)
    }
  })
  return problems
}

/** 'entry 3 (Jane Doe)': counted from 1, as a writer counts the entries in the file. */
function entryLabel({ name }: ListCheck, entry: unknown, i: number): string {
  const shown = name && typeof entry === 'object' && entry ? (name as (e: unknown) => unknown)(entry) : undefined
  return `entry ${i + 1}${typeof shown === 'string' && shown ? ` (${shown})` : ''}`
}

/** The kind of a content file is its first folder under content/ (content/legal/privacy.mdx → legal). */
function kindOf(relPath: string): ContentKind | undefined {
  const [top, kind] = relPath.split(/[\\/]/)
  return top === 'content' && kind && kind in frontmatterSchemas ? (kind as ContentKind) : undefined
}

/** Reads the YAML between the leading `---` lines; undefined when the file has none. */
export function readFrontmatter(source: string): unknown {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)
  return m ? (parseYaml(m[1]!) ?? {}) : undefined
}

/**
 * Checks one content file's frontmatter against its kind's schema.
 * Returns readable errors such as "content/legal/privacy.mdx: frontmatter field 'effective' must be a date yyyy-mm-dd".
 */
export function checkFrontmatter(relPath: string, source: string, root = process.cwd()): string[] {
  const file = relPath.split(path.sep).join('/')
  const kind = kindOf(file)
  if (!kind)
    return [
      `${file}: is not in a known content folder (${Object.keys(frontmatterSchemas)
        .map((k) => `content/${k}/`)
        .join(', ')})`,
    ]
  let data: unknown
  try {
    data = readFrontmatter(source)
  } catch (e) {
    return [`${file}: frontmatter is not valid YAML: ${(e as Error).message.split('\n')[0]}`]
  }
  if (data === undefined) return [`${file}: must start with a frontmatter block between --- lines`]
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return [`${file}: frontmatter must be a list of fields (key: value)`]
  const schema = frontmatterSchemas[kind]
  // A misspelt field would otherwise be ignored silently, and the page would miss its value.
  const unknown = Object.keys(data).filter((k) => !(k in schema.fields))
  const errors = unknown.map(
    (k) =>
      `${file}: frontmatter has an unknown field '${k}' (fields for content/${kind}/: ${Object.keys(schema.fields).join(', ')})`,
  )
  try {
    schema.validateSync(data, { abortEarly: false, strict: false, stripUnknown: true })
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e
    errors.push(
      ...(e.inner.length ? e.inner : [e]).map((err) => `${file}: frontmatter field '${err.path}' ${err.errors[0]}`),
    )
  }
  const shareImage = (data as { shareImage?: unknown }).shareImage
  if (typeof shareImage === 'string' && !errors.length && !fs.existsSync(path.join(root, 'public', shareImage)))
    errors.push(`${file}: frontmatter field 'shareImage' names public${shareImage}, which does not exist`)
  return errors
}

/** Every frontmatter problem of every .mdx file under <root>/content. */
function checkContentDir(root: string): string[] {
  const dir = path.join(root, 'content')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => rel.endsWith('.mdx'))
    .sort()
    .flatMap((rel) => checkFrontmatter(path.join('content', rel), fs.readFileSync(path.join(dir, rel), 'utf8'), root))
}
