import { describe, expect, it } from 'vitest'
import { formatDuration, toIsoDuration } from './formatDuration'

describe('formatDuration', () => {
  it('writes minutes and seconds in words', () => {
    expect(formatDuration('4:25')).toBe('4 min 25 sec')
    expect(formatDuration('32:15')).toBe('32 min 15 sec')
  })
  it('drops the leading zero of the seconds and keeps zero values', () => {
    expect(formatDuration('3:05')).toBe('3 min 5 sec')
    expect(formatDuration('0:45')).toBe('0 min 45 sec')
    expect(formatDuration('12:00')).toBe('12 min 0 sec')
  })
  it('shows the default length 3:45', () => {
    expect(formatDuration('3:45')).toBe('3 min 45 sec')
  })
  it('refuses a length that is not m:ss', () => {
    expect(() => formatDuration('3:75')).toThrow('"3:75" is not m:ss')
    expect(() => formatDuration('225')).toThrow('is not m:ss')
  })
  it('gives the ISO 8601 duration for structured data', () => {
    expect(toIsoDuration('18:30')).toBe('PT18M30S')
  })
})
