// `npm run measure:interaction [-- --routes / /privacy]`: how fast the page answers the visitor's first interaction with
// the menu, on a CPU slowed 4× (Chrome DevTools' Emulation.setCPUThrottlingRate, as Lighthouse's phone), measured with
// the browser's Event Timing API: from the input to the next paint, the figure INP is made of. The first press wakes the
// header (its code loads and hydrates afterwards), so a second press, once the header is live, is measured too, and the
// longest task the hydration took. Then, on a phone, the first tap on a widget whose code has not loaded (a video
// category, the partners' carousel and tabs) to the frame that shows its answer: the code loads, the widget goes live
// and answers the tap handed to it. Figures only: machines differ, nothing here fails.
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { parseArgs } from './args'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium'
import { ensureBuild } from './ensureBuild'
import { serveBuild } from '../lib/server'
import { formatTable } from './table'
import { labels } from '../../content/labels'
import { partnerGroups } from '../../content/partners'
import { partnersPage } from '../../content/partnersPage'
import { categoryLabel } from '../../content/videoLibrary'

const CPU_SLOWDOWN = 4
const opts = parseArgs()
const routes = opts.routes ?? ['/', '/privacy', '/videos']

type Screen = {
  viewport: { width: number; height: number }
  hasTouch?: boolean
  isMobile?: boolean
  first: (page: Page) => Promise<void>
  second: (page: Page) => Promise<void>
}
/** What the page keeps of the browser's timings while it is measured. */
type Timed = { id: number; start: number; duration: number }
type Recorder = Window & { __events: Timed[]; __tasks: number[] }

/** The two presses per screen: the first reaches the HTML menu, the second the live one. */
const screens: Record<string, Screen> = {
  phone: {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    first: (page) =>
      page
        .locator('summary')
        .filter({ hasText: /^Menu$/ })
        .tap(),
    second: (page) => page.locator('#site-menu summary').filter({ hasText: 'Products menu' }).tap(),
  },
  desktop: {
    viewport: { width: 1280, height: 800 },
    first: (page) => page.getByRole('button', { name: 'Products menu' }).click(),
    second: (page) => page.getByRole('button', { name: 'Industry Voice menu' }).click(),
  },
}

/** A widget not yet live, the tap on it, and what the page shows once it has answered (checked every frame). */
type WidgetTap = { route: string; widget: string; tap: (page: Page) => Promise<void>; answered: string }
// The widgets' words come from content/, as the pages show them: a chip's label, the carousel's "Next: …" button (as
// CarouselControls names it), a group's tab.
const webinars = categoryLabel('webinar')
const nextSpotlight = `${labels.rotation.next}: ${partnersPage.spotlight.label}`
const dataTab = partnerGroups.find((group) => group.id === 'data')!.tab
const widgetTaps: WidgetTap[] = [
  {
    route: '/videos',
    widget: `video category "${webinars}"`,
    tap: (page) => page.getByRole('button', { name: webinars }).tap(),
    answered: `document.querySelector('[aria-pressed="true"]')?.textContent?.startsWith(${JSON.stringify(webinars)})`,
  },
  {
    route: '/partners',
    widget: `spotlight "${labels.rotation.next}"`,
    tap: (page) => page.getByRole('button', { name: nextSpotlight }).tap(),
    answered: `getComputedStyle(document.querySelector('[role="group"][aria-label^="2 of"]')).visibility === 'visible'`,
  },
  {
    route: '/partners',
    widget: `directory tab "${dataTab}"`,
    tap: (page) => page.getByRole('tab', { name: dataTab }).tap(),
    answered: `document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === ${JSON.stringify(dataTab)}`,
  },
]
const TAPS_PER_WIDGET = 5

ensureBuild()
const server = await serveBuild()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const rows: string[][] = []
const widgetRows: string[][] = []
const phoneContext = { hasTouch: true, isMobile: true }
try {
  for (const route of routes) {
    for (const [name, screen] of Object.entries(screens)) {
      const context = await browser.newContext({
        viewport: screen.viewport,
        hasTouch: screen.hasTouch,
        isMobile: screen.isMobile,
      })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await page.goto(server.origin + route, { waitUntil: 'networkidle' })
      await page.evaluate(() => {
        const w = window as unknown as Recorder
        w.__events = []
        w.__tasks = []
        new PerformanceObserver((list) =>
          w.__events.push(
            ...list.getEntries().map((e) => ({
              id: (e as PerformanceEntry & { interactionId: number }).interactionId,
              start: e.startTime,
              duration: e.duration,
            })),
          ),
        ).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
        new PerformanceObserver((list) => w.__tasks.push(...list.getEntries().map((e) => e.duration))).observe({
          type: 'longtask',
        })
      })
      await screen.first(page)
      await page.waitForFunction(
        () => document.querySelector('[data-island="NavBar"]')?.hasAttribute('data-hydrated'),
        null,
        { timeout: 60_000 },
      )
      await page.waitForTimeout(1000)
      const hydrationTask = await page.evaluate(() => Math.max(0, ...(window as unknown as Recorder).__tasks))
      const secondAt = await page.evaluate(() => performance.now())
      await screen.second(page)
      await page.waitForTimeout(1000)
      const events = await page.evaluate(() => (window as unknown as Recorder).__events.filter((e) => e.id > 0))
      await context.close()
      // An interaction's latency is its longest event (pointerdown, pointerup, click …), as INP counts it.
      const longest = (list: Timed[]) => (list.length ? Math.max(...list.map((e) => e.duration)) : undefined)
      const first = longest(events.filter((e) => e.start < secondAt))
      const second = longest(events.filter((e) => e.start >= secondAt))
      const ms = (d: number | undefined) => (d === undefined ? '< 16 ms' : `${Math.round(d)} ms`)
      rows.push([route, name, ms(first), ms(second), `${Math.round(hydrationTask)} ms`])
    }
  }
  for (const { route, widget, tap, answered } of widgetTaps) {
    const times: number[] = []
    for (let i = 0; i < TAPS_PER_WIDGET; i++) {
      // The page's own code checks the answer each frame: the test's evaluation is let through the policy.
      const context = await browser.newContext({ viewport: screens.phone!.viewport, ...phoneContext, bypassCSP: true })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      // Still, as the carousels stand under reduced motion: the answer is the tap's alone.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(server.origin + route, { waitUntil: 'networkidle' })
      await page.evaluate(() =>
        addEventListener('pointerdown', (e) => ((window as unknown as { __tap: number }).__tap = e.timeStamp), {
          capture: true,
          once: true,
        }),
      )
      await tap(page)
      const shown = await page.waitForFunction(`(${answered}) && performance.now()`, null, {
        polling: 'raf',
        timeout: 60_000,
      })
      const tapped = await page.evaluate(() => (window as unknown as { __tap: number }).__tap)
      times.push(((await shown.jsonValue()) as number) - tapped)
      await context.close()
    }
    times.sort((a, b) => a - b)
    widgetRows.push([
      route,
      widget,
      `${Math.round(times[times.length >> 1]!)} ms`,
      `${Math.round(times[0]!)}–${Math.round(times.at(-1)!)} ms`,
    ])
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(formatTable(['route', 'screen', 'first press', 'second press', 'longest hydration task'], rows))
console.log(
  `\n${formatTable(['route', 'first tap, on a phone, before the widget is live', 'to its answer (median)', `range of ${TAPS_PER_WIDGET}`], widgetRows)}`,
)
console.log(
  `\nCPU slowed ${CPU_SLOWDOWN}×. A press is timed from the input to the next paint (Event Timing; under 16 ms is not reported); a tap on a widget, from its pointerdown to the first frame that shows the answer.`,
)
console.log(`dist: ${path.resolve('dist')}`)
