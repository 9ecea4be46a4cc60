// Every entry of the typed lists in content/ checked against its schema, with errors that name the entry and the field.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, test } from 'vitest'
import { ValidationError, type AnySchema } from 'yup'
import { industryTopics } from '../industryTopics'
import { partnerGroups, partners } from '../partners'
import { products } from '../products'
import { partnerSchema } from '../schemas/partner'
import { productCardSchema } from '../schemas/product'
import { deprecatedTestimonialCategories, testimonialCategories, testimonialSchema } from '../schemas/testimonial'
import { videoSchema } from '../schemas/video'
import { featuredExpertIndexes, testimonials } from '../testimonials'
import { videos } from '../videos'

const publicDir = path.resolve(__dirname, '../../public')

/** Validates strictly (no defaults filled in) and turns yup's errors into one readable message. */
function expectValid(schema: AnySchema, entry: unknown, label: string) {
  try {
    schema.validateSync(entry, { abortEarly: false, strict: true, stripUnknown: false })
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    throw new Error(
      `${label} is invalid:\n${error.errors.map((e) => `  - ${e}`).join('\n')}\n${JSON.stringify(entry, null, 2)}`,
      { cause: error },
    )
  }
  const unknown = Object.keys(entry as object).filter((k) => !(k in (schema as unknown as { fields: object }).fields))
  if (unknown.length) throw new Error(`${label} has fields the schema does not know: ${unknown.join(', ')}`)
}

function expectPublicFile(url: string, label: string) {
  if (!fs.existsSync(path.join(publicDir, url))) throw new Error(`${label}: ${url} does not exist under public/`)
}

const seconds = (d: string) =>
  d
    .split(':')
    .map(Number)
    .reduce((m, s) => m * 60 + s)

describe('products', () => {
  test.each(products.map((p) => [p.slug, p] as const))('%s matches the schema', (label, p) => {
    expectValid(productCardSchema, p, `Product ${label}`)
  })
})

describe('testimonials', () => {
  test.each(testimonials.map((t, i) => [`#${i} ${t.name}`, t] as const))('%s matches the schema', (label, t) => {
    expectValid(testimonialSchema, t, `Testimonial ${label}`)
    if (t.image) expectPublicFile(t.image, `Testimonial ${label}`)
  })

  it('quotes each person once', () => {
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(testimonials.length)
  })

  it('gives every topic at least one quote and uses no deprecated category outside the old ones', () => {
    for (const topic of industryTopics) {
      expect(testimonials.filter((t) => t.category === topic.category).length, topic.name).toBeGreaterThan(0)
    }
    expect(deprecatedTestimonialCategories).toEqual(['Commercial Invoice Exchange'])
    expect(testimonialCategories).toHaveLength(8)
  })

  it('has a photo for each featured expert', () => {
    for (const i of featuredExpertIndexes) expect(testimonials[i]?.image, `testimonial ${i}`).toMatch(/^\/images\//)
  })

  it('rejects a bad entry with a message naming the field', () => {
    expect(() =>
      expectValid(testimonialSchema, { ...testimonials[0], category: 'Cats', title: 'Professor' }, 'Bad'),
    ).toThrow(/title must contain the year[\s\S]*category "Cats" is not one of/)
  })
})

describe('videos', () => {
  test.each(videos.map((v) => [v.videoId, v] as const))('%s matches the schema', (label, v) => {
    expectValid(videoSchema, v, `Video ${label}`)
    expectPublicFile(v.thumbnail, `Video ${label}`)
  })

  it('has videos with distinct ids and real lengths', () => {
    expect(new Set(videos.map((v) => v.videoId)).size).toBe(videos.length)
    const lengths = videos.map((v) => seconds(v.duration))
    for (const [i, length] of lengths.entries()) expect(length, videos[i]!.videoId).toBeGreaterThan(0)
  })

  it('fills in the default duration and date', () => {
    const { duration, date, ...rest } = videos[0]
    expect(videoSchema.cast(rest)).toMatchObject({ duration: '3:45', date: '2025-04-15' })
    void duration
    void date
  })
})

describe('partners', () => {
  test.each(partners.map((p) => [p.name, p] as const))('%s matches the schema', (label, p) => {
    expectValid(partnerSchema, p, `Partner ${label}`)
    expectPublicFile(p.logo, `Partner ${label}`)
  })

  it('lists 1 joint venture, 3 supply, 6 data partners and 7 business associates', () => {
    const count = (group: string) => partners.filter((p) => p.group === group).length
    expect(partnerGroups.map((g) => count(g.id))).toEqual([1, 3, 6, 7])
  })

  it('names the data partners', () => {
    expect(partners.filter((p) => p.group === 'data').map((p) => p.name)).toEqual([
      'CargoX',
      'FCC Kuwait',
      'CargoAI',
      'Spire',
      'HERE',
      'what3words',
    ])
  })

  it('has a default description for every group', () => {
    for (const g of partnerGroups) expect(g.defaultDescription.length, g.id).toBeGreaterThan(20)
  })
})
