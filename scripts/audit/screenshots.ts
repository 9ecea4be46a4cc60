// `npm run screenshots -- DIR [--compare BEFORE] [--route /contact …] [--scheme dark]`: a full-page screenshot of every
// pre-rendered page (not-found and noindex pages included), or of each --route, at 1280 px and 390 px wide, written to
// DIR as <route>@<width>.png, in the light scheme or, with --scheme dark, as a visitor whose system asks for dark sees
// it. With --compare, each is compared pixel by pixel with the same file in BEFORE, and the command
// exits 1 naming every page that differs (a <name>.diff.png beside it marks the pixels in red). Take BEFORE on the
// untouched branch, then the new set after a change that should not show.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium'
import { serveBuild } from '../lib/server'
import { ensureBuild } from './ensureBuild'
import { findAllPages } from './routes'

const WIDTHS = [1280, 390]
/** Any fixed date: pages that show the time, if any, show the same one in every set. */
const CLOCK_START = new Date('2026-01-15T09:00:00Z')

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    compare: { type: 'string' },
    route: { type: 'string', multiple: true },
    scheme: { type: 'string', default: 'light' },
  },
})
const colorScheme = values.scheme
if (colorScheme !== 'light' && colorScheme !== 'dark') throw new Error('--scheme is light or dark')
const [outDir] = positionals
if (!outDir)
  throw new Error('usage: npm run screenshots -- DIR [--compare BEFORE] [--route /contact …] [--scheme dark]')

ensureBuild()
// Every pre-rendered page, and the site's not-found page (dist/client/404.html) as an unknown address shows it.
const routes = values.route ?? [...findAllPages(), '/no-such-page']
fs.mkdirSync(outDir, { recursive: true })
const server = await serveBuild()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const names: string[] = []
try {
  for (const width of WIDTHS) {
    // Reduced motion keeps the partner carousels still, as a visitor who asks for it sees them.
    const context = await browser.newContext({ viewport: { width, height: 844 }, reducedMotion: 'reduce', colorScheme })
    for (const route of routes) {
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}@${width}.png`
      if (process.stdout.isTTY) process.stdout.write(`\r${name}`.padEnd(70))
      const page = await context.newPage()
      await settledPage(page, server.origin + route)
      await page.screenshot({ path: path.join(outDir, name), fullPage: true, animations: 'disabled', caret: 'hide' })
      await page.close()
      names.push(name)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
const summary = `${names.length} screenshots (${routes.length} pages × ${WIDTHS.length} widths, ${colorScheme}) in ${outDir}`
console.log(`${process.stdout.isTTY ? '\r' : ''}${summary}`.padEnd(70))

if (values.compare) {
  const differing: string[] = []
  for (const name of names) {
    const difference = await comparePng(path.join(values.compare, name), path.join(outDir, name))
    if (difference) differing.push(`${name}: ${difference}`)
  }
  console.log(`${names.length - differing.length} of ${names.length} identical to ${values.compare}`)
  for (const d of differing) console.log(`  ✖ ${d}`)
  process.exitCode = differing.length ? 1 : 0
}

/**
 * Loads the page as a visitor who scrolls to the end sees it: every lazy image loaded and every island that wakes on
 * sight live, then back at the top. The page's clock stands still but for the steps taken here, so what turns by
 * itself (the trade-news ticker, every 5 s) shows its first state in every set.
 */
async function settledPage(page: Page, url: string) {
  // Installed a minute early: the clock runs from install to pause, and pausing at the moment it was installed at
  // failed on a busy machine ('Cannot fast-forward to the past').
  await page.clock.install({ time: new Date(CLOCK_START.getTime() - 60_000) })
  await page.clock.pauseAt(CLOCK_START)
  await page.goto(url, { waitUntil: 'networkidle' })
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize()!.height
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.clock.runFor(50)
    await page.waitForTimeout(50)
  }
  await page.waitForLoadState('networkidle')
  await page.clock.runFor(200)
  // Every island that wakes in view and shows here: one whose place this device does not show (the share sheet's,
  // where no finger points: components/blog/ShareLinks.tsx) never wakes.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island][data-hydrate~="visible"]')].every(
      (el) => el.hasAttribute('data-hydrated') || ![...el.children].some((child) => child.getClientRects().length),
    ),
  )
  await page.waitForFunction(() => [...document.images].every((img) => img.complete))
  await page.evaluate(() => document.fonts.ready)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.clock.runFor(200)
  await page.waitForLoadState('networkidle')
}

/** Undefined when the two PNGs have the same size and pixels; else what differs (a .diff.png beside `after` shows it). */
async function comparePng(before: string, after: string): Promise<string | undefined> {
  if (!fs.existsSync(before)) return 'no screenshot to compare with'
  const rgba = (file: string) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const [a, b] = [await rgba(before), await rgba(after)]
  if (a.info.width !== b.info.width || a.info.height !== b.info.height)
    return `size ${a.info.width}×${a.info.height} → ${b.info.width}×${b.info.height}`
  const diff = Buffer.from(b.data)
  let count = 0
  for (let i = 0; i < a.data.length; i += 4) {
    if (a.data.readUInt32BE(i) === b.data.readUInt32BE(i)) continue
    count++
    diff.writeUInt32BE(0xff0000ff, i)
  }
  if (!count) return undefined
  await sharp(diff, { raw: b.info })
    .png()
    .toFile(after.replace(/\.png$/, '.diff.png'))
  return `${count} pixels differ`
}
