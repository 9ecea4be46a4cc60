// Renders the share image (public/og-image.png, 1200 × 630) and the square logo (public/logo.png) from an HTML card
// in Debian's Chromium. Run once after changing the brand or the theme: `node --import tsx scripts/seo/renderShareImages.ts`.
import path from 'node:path'
import { chromium } from '@playwright/test'
import { site } from '../../content/site'
import { lightColors, theme } from '../../renderer/theme'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium'

const c = lightColors
const mark = `<svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true"><rect x="1" y="1" width="62" height="62" rx="14" fill="${c.navy}" stroke="${c.accent}" stroke-width="2"/><path d="M18 18h28v7H26v4h16v6H26v4h20v7H18z" fill="${c.accent}"/></svg>`

const card = `<!doctype html><html><head><style>
  html,body{margin:0}
  body{width:1200px;height:630px;box-sizing:border-box;padding:88px 96px;font-family:${theme.fonts.heading};
    background:linear-gradient(135deg,${c.navyDeep} 0%,${c.navy} 60%,${c.primaryDark} 100%);color:${c.onDark};
    display:flex;flex-direction:column;justify-content:space-between}
  .brand{display:flex;align-items:center;gap:28px;font-size:44px;font-weight:800;letter-spacing:.08em}
  .brand span{width:96px;height:96px;display:block}
  h1{font-size:68px;line-height:1.1;margin:0;max-width:960px;font-weight:800}
  p{font-size:30px;margin:0;color:${c.onDarkMuted}}
  .bar{height:10px;width:180px;background:${c.accent};border-radius:5px}
</style></head><body>
  <div class="brand"><span>${mark}</span>${site.brand}</div>
  <div><div class="bar"></div><h1 style="margin-top:32px">${site.tagline}</h1></div>
  <p>Digital Product Passport · Fr8lens · Digital Tower</p>
</body></html>`

const logo = `<!doctype html><html><head><style>html,body{margin:0;width:512px;height:512px;background:transparent}</style></head><body>${mark}</body></html>`

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(card)
await page.screenshot({ path: path.resolve('public', site.shareImage.path.slice(1)) })
await page.setViewportSize({ width: 512, height: 512 })
await page.setContent(logo)
await page.screenshot({ path: path.resolve('public', site.logo.slice(1)), omitBackground: true })
await browser.close()
console.log('wrote', site.shareImage.path, 'and', site.logo)
