import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
await page.goto(process.argv[2])
console.log(await page.evaluate(() => [...document.querySelectorAll('nav.FloatingNav, nav.FloatingNav a')].map((e) => { const b = e.getBoundingClientRect(); return `${e.tagName} ${b.x.toFixed(1)},${b.y.toFixed(1)} ${b.width.toFixed(1)}x${b.height.toFixed(1)} ${e.className}` }).join('\n')))
await page.screenshot({ path: '/tmp/fn.png' })
await browser.close()
