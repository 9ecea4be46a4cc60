import { describe, expect, it } from 'vitest'
import { blogFrontmatter } from './schemas/frontmatter'
import { clock, epochOf, isOut, momentAt, timelineOf } from './policyDays'

describe("the site's calendar", () => {
  it("reads the minute in the site's time zone, summer time included", () => {
    expect(momentAt(new Date('2026-12-07T09:00:00Z'))).toBe('2026-12-07T09-00')
    expect(momentAt(new Date('2025-04-08T07:59:30Z'))).toBe('2025-04-08T08-59')
    expect(momentAt(clock({ NOW: '2025-04-08T08:00:00Z' }))).toBe('2025-04-08T09-00')
  })

  it('goes live at the minute of publishAt, not before', () => {
    expect(isOut({ publishAt: '2026-12-07T09:00' }, '2026-12-07T08-59')).toBe(false)
    expect(isOut({ publishAt: '2026-12-07T09:00' }, '2026-12-07T09-00')).toBe(true)
    expect(isOut({}, '0000-01-01')).toBe(true)
  })

  it('changes on policy days and publishing minutes; before the first article, on a copy without any', () => {
    const timeline = timelineOf(['2027-01-01'], ['2026-12-07T09-00'])
    expect(timeline).toEqual(['0000-01-01', '2026-12-07T09-00', '2027-01-01'])
    expect(epochOf(timeline, '2026-12-07T08-59')).toBe('0000-01-01')
    expect(epochOf(timeline, '2026-12-31T23-59')).toBe('2026-12-07T09-00')
    expect(epochOf(timeline, '2027-01-01T00-00')).toBe('2027-01-01')
    expect(timelineOf(['2025-04-01'], [])).toEqual(['2025-04-01'])
  })
})

describe('publishAt in frontmatter', () => {
  const article = {
    title: 'An article',
    description: 'x'.repeat(40),
    date: '2026-12-07',
    updated: '2026-12-07',
    author: 'Priya Raman',
  }
  const error = (publishAt: string) => {
    try {
      blogFrontmatter.validateSync({ ...article, publishAt }, { abortEarly: false })
      return undefined
    } catch (e) {
      return (e as { errors: string[] }).errors
    }
  }
  it('is a date and time on the article’s date', () => {
    expect(error('2026-12-07T09:00')).toBeUndefined()
    expect(error('2026-12-07 09:00')).toEqual(['must be a date and time yyyy-mm-ddThh:mm, e.g. 2026-12-07T09:00'])
    expect(error('2026-12-07T25:00')).toEqual(['must be a real date and time yyyy-mm-ddThh:mm'])
    expect(error('2026-12-08T09:00')).toEqual([
      "(2026-12-08T09:00) must fall on the article's 'date' (2026-12-07): set date: 2026-12-08",
    ])
  })
})
