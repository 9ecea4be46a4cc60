import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (let i = 0; i < 4; i++) {
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const page = await ctx.newPage()
await page.addInitScript(() => {
  window.__log = []
  let last = ''
  const tick = () => {
    const mm = document.querySelector('.mm')
    if (mm) {
      const b = mm.getBoundingClientRect()
      const s = `${Math.round(b.x)},${Math.round(b.y)} ${b.width.toFixed(1)}x${b.height.toFixed(1)} hyd=${!!mm.closest('[data-hydrated]')} styles=${document.querySelectorAll('style').length} html=${mm.innerHTML.length}` + (mm.innerHTML.length < 2000 ? " " + mm.innerHTML : "")
      if (s !== last) { window.__log.push(`${performance.now().toFixed(0)} ${s}`); last = s }
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__log.push(`${e.startTime.toFixed(0)} SHIFT ${e.value.toFixed(5)} recent=${e.hadRecentInput}`) }).observe({ type: 'layout-shift', buffered: true })
})
const cdp = await ctx.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await page.goto(process.argv[2], { waitUntil: 'networkidle' })
await page.waitForTimeout(2000)
console.log((await page.evaluate(() => window.__log)).join('\n'), '\n---')
await ctx.close()
}
await browser.close()
