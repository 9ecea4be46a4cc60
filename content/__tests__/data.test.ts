// What the lists in content/ must hold beyond their schemas (content/validate.ts checks each entry against those).
import { describe, expect, it } from 'vitest'
import { industryTopics } from '../industryTopics'
import { partnerGroups, partners } from '../partners'
import { deprecatedTestimonialCategories, testimonialCategories } from '../schemas/testimonial'
import { videoSchema } from '../schemas/video'
import { featuredExpertIndexes, testimonials } from '../testimonials'
import { videos } from '../videos'

const seconds = (d: string) =>
  d
    .split(':')
    .map(Number)
    .reduce((m, s) => m * 60 + s)

describe('testimonials', () => {
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
})

describe('videos', () => {
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
  it('has partners in every group', () => {
    for (const g of partnerGroups) expect(partners.filter((p) => p.group === g.id).length, g.id).toBeGreaterThan(0)
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
