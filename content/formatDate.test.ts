import { describe, expect, it } from 'vitest'
import { formatDate } from './formatDate'

describe('formatDate', () => {
  it('writes the month name, day and year', () => {
    expect(formatDate('2025-04-15')).toBe('April 15, 2025')
    expect(formatDate('2024-11-28')).toBe('November 28, 2024')
  })
  it('does not shift the day at the turn of the year', () => {
    expect(formatDate('2025-01-01')).toBe('January 1, 2025')
    expect(formatDate('2024-12-31')).toBe('December 31, 2024')
  })
  it('refuses anything but yyyy-mm-dd', () => {
    expect(() => formatDate('15/04/2025')).toThrow('not yyyy-mm-dd')
  })
})
