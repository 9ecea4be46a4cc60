import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDataDir } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { siteClock } from './siteClock'

/** Within a second of `at` (the clock moves on with the real time while the test runs). */
const near = (clock: { now: () => Date }, at: string) =>
  expect(Math.abs(clock.now().getTime() - Date.parse(at))).toBeLessThan(1000)

describe('the site clock', () => {
  it('is the real clock unless NOW is set', () => {
    const clock = siteClock({})
    expect(clock.offsetMs()).toBe(0)
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50)
  })

  it('under NOW starts there and moves on; NOW_FILE moves it, as often as it is written, and only then', () => {
    const test = testClock('2027-01-10T12:00:00Z')
    const clock = siteClock({ now: new Date(test.env.NOW), nowFile: test.env.NOW_FILE })
    near(clock, '2027-01-10T12:00:00Z')
    test.set('2027-01-11T00:00:05Z')
    near(clock, '2027-01-11T00:00:05Z')
    const offset = clock.offsetMs()
    expect(clock.offsetMs()).toBe(offset)
    // Twice in a row, within one tick of the file system's clock: the second is read all the same.
    test.set('2027-01-20')
    test.set('2027-02-01T09:00:00Z')
    near(clock, '2027-02-01T09:00:00Z')
  })

  it('names the file when it holds no date-time', () => {
    const file = path.join(tempDataDir('clock'), 'now')
    fs.writeFileSync(file, 'soon')
    const clock = siteClock({ now: new Date('2027-01-10T12:00:00Z'), nowFile: file })
    expect(() => clock.now()).toThrow(`NOW_FILE ${file} holds "soon"`)
  })
})
