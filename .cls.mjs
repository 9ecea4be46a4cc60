import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (let i = 0; i < 3; i++) {
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const page = await ctx.newPage()
await page.addInitScript(() => {
  window.__shifts = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({ value: e.value, t: e.startTime, recent: e.hadRecentInput, sources: (e.sources || []).map((s) => ({ node: s.node ? (s.node.outerHTML || s.node.nodeName).slice(0, 200) : null, prev: JSON.stringify(s.previousRect), cur: JSON.stringify(s.currentRect) })) })
    }
  }).observe({ type: 'layout-shift', buffered: true })
})
const cdp = await ctx.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await page.goto(process.argv[2], { waitUntil: 'networkidle' })
await page.waitForTimeout(3000)
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1))
await ctx.close()
}
await browser.close()
