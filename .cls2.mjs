import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const page = await ctx.newPage()
await page.route(/\.js$/, (r) => r.abort())
await page.goto(process.argv[2])
console.log(await page.evaluate(() => [...document.querySelectorAll(".mm, .mm > *, .mm > details > *, .nav-cta")].map((e) => { const b = e.getBoundingClientRect(); return `${e.tagName}.${e.className?.baseVal ?? e.className} ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)} ${getComputedStyle(e).display}` }).join('\n')))
await browser.close()
