import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { iconMap } from '../components/mdx/Icon'
import { aboutSections } from './aboutSections'
import { people } from './people'
import { pageIcons } from './schemas/frontmatter'
import fs from 'node:fs'
import { readFrontmatter } from './validate'
import { MAX_SOURCE_BYTES } from '../scripts/images/processImage'

const root = path.resolve(__dirname, '..')
const fm = (file: string) => readFrontmatter(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>

describe('content', () => {
  it('every photo named in content/people.ts is a file in content/images/people/ of at most 10 MB', () => {
    const photos = people.flatMap((p) => ('photo' in p && p.photo ? [p.photo] : []))
    expect(photos.length).toBeGreaterThanOrEqual(2)
    for (const photo of photos)
      expect(fs.statSync(path.join(root, 'content', photo)).size, photo).toBeLessThanOrEqual(MAX_SOURCE_BYTES)
  })

  it('has someone in every team, each person once, and the core team led by its CEO', () => {
    for (const group of ['core', 'extended', 'advisory'])
      expect(people.filter((p) => p.group === group).length, group).toBeGreaterThan(0)
    expect(new Set(people.map((p) => p.name)).size).toBe(people.length)
    expect(people.find((p) => p.group === 'core')?.title).toBe('CEO and Co-founder')
  })

  it('offers writers only icons the site can draw', () => {
    for (const name of pageIcons) expect(iconMap, name).toHaveProperty(name)
  })

  it('has an About page for every About card', () => {
    const slugs = fs.readdirSync(path.join(root, 'content/about')).flatMap((f) => {
      const data = fm(`content/about/${f}`)
      return [f.replace(/\.mdx$/, ''), ...((data.aliases as string[]) ?? [])]
    })
    for (const s of aboutSections) expect(slugs).toContain(s.slug)
    for (const s of [
      'vision',
      'mission',
      'leadership-team',
      'advisory-board',
      'partners',
      'our-headquarters',
      'our-web3hub',
      'web3hub',
      'cork-ireland',
    ]) {
      expect(slugs).toContain(s)
    }
  })

  it('keeps the legal dates, ages and windows in frontmatter', () => {
    expect(fm('content/legal/privacy.mdx')).toMatchObject({
      effective: '2025-04-01',
      updated: '2024-04-01',
      childrenUnder: 13,
      biometricRetentionYears: 3,
      biometricWithdrawalDays: 30,
    })
    expect(fm('content/legal/terms.mdx')).toMatchObject({
      effective: '2024-01-01',
      minimumAge: 18,
      arbitrationOptOutDays: 30,
    })
    expect(fm('content/legal/cookies.mdx')).toMatchObject({ updated: '2024-01-01' })
  })
})
