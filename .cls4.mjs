import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const n = Number(process.argv[3] ?? 6)
for (let i = 0; i < n; i++) {
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const page = await ctx.newPage()
await page.addInitScript(() => {
  window.__log = []
  const path = (n) => { const out = []; while (n && n.nodeType === 1 && out.length < 6) { out.push(n.tagName.toLowerCase() + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ')[0] : '')); n = n.parentElement } return out.join(' < ') }
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__log.push(`${e.startTime.toFixed(0)} SHIFT ${e.value.toFixed(5)} ` + e.sources.map((s) => `${path(s.node)} y ${s.previousRect.y.toFixed(1)}->${s.currentRect.y.toFixed(1)} x ${s.previousRect.x.toFixed(1)}->${s.currentRect.x.toFixed(1)} h ${s.previousRect.height.toFixed(1)}->${s.currentRect.height.toFixed(1)}`).join(' | ')) }).observe({ type: 'layout-shift', buffered: true })
})
const cdp = await ctx.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await page.goto(process.argv[2], { waitUntil: 'networkidle' })
await page.waitForTimeout(1500)
const log = await page.evaluate(() => window.__log)
if (log.length) console.log(log.join('\n'))
await ctx.close()
}
await browser.close()
