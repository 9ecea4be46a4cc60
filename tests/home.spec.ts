import { expect, test, type Page } from '@playwright/test'
import { site } from '../content/site'

/** The ticker asks for its news once the visitor scrolls down to it, just above the contact section. */
const scrollToNews = (page: Page) => page.locator('#contact').scrollIntoViewIfNeeded()

/** The home page with the test's news and the page's clock held, scrolled to the ticker: its region and headline. */
async function tickerWithNews(page: Page) {
  await page.clock.install()
  await page.route('**/api/trade-news', (r) => r.fulfill({ json: news }))
  await page.goto('/')
  await scrollToNews(page)
  const ticker = page.getByRole('region', { name: 'Trade news' })
  return { ticker, headline: ticker.getByRole('link') }
}

const news = [
  { title: 'Ports see record re-export volumes', url: 'https://news.example/1', source: 'Trade Wire' },
  { title: '', url: 'https://news.example/untitled' },
  { title: 'Headline without a link' },
  { title: 'EU adopts digital product passport rules', url: 'https://news.example/2', source: 'EU Journal' },
  { title: 'Third', url: 'https://news.example/3' },
  { title: 'Fourth', url: 'https://news.example/4' },
  { title: 'Fifth', url: 'https://news.example/5' },
  { title: 'Sixth is past the limit', url: 'https://news.example/6' },
]

test('the home page shows every section in order with its words and links', async ({ page }) => {
  await page.route('**/api/trade-news', (r) => r.fulfill({ json: [] }))
  await page.goto('/')
  await expect(page).toHaveTitle(site.homeTitle)

  // Sections with ids, in document order.
  const ids = await page.locator('main [id]').evaluateAll((els) => els.map((e) => e.id))
  const wanted = ['products', 'strategies', 'network', 'tech-stack', 'partners', 'contact']
  expect(ids.filter((id) => wanted.includes(id))).toEqual(wanted)
  // Headings in page order: hero, products, tariff banner, strategies, network, segments, tech stack, partners, contact.
  const headings = await page.locator('main h1, main h2').allTextContents()
  expect(headings.map((t) => t.trim())).toEqual([
    'Transforming global supply chains with AI and Web3',
    'Three products, one connected supply chain',
    'Claim back 100% of tariffs on re-export and triangular trade',
    'Built for every link in the chain',
    'A logistics network that spans the globe',
    'Solutions for your segment',
    'The technology stack behind the platform',
    'Trusted by partners across the supply chain',
    'Schedule a demo',
  ])

  // Hero calls to action.
  await expect(page.getByRole('link', { name: 'Schedule a Demo' })).toHaveAttribute('href', '#contact')
  await expect(page.getByRole('link', { name: 'Explore Solutions' })).toHaveAttribute('href', '#tech-stack')
  await expect(page.getByRole('link', { name: 'Scroll to our products' })).toHaveAttribute('href', '#products')

  // Products link to their pages.
  const products = page.locator('#products')
  for (const [name, href] of [
    ['Digital Product Passport', '/products/digital-product-passport'],
    ['Fr8lens App', '/products/fr8lens'],
    ['Digital Tower', '/products/digital-tower'],
  ] as const) {
    await expect(products.getByRole('heading', { name })).toBeVisible()
    await expect(products.getByRole('link', { name: `Learn more about ${name}` })).toHaveAttribute('href', href)
  }

  // Tariff banner figures and legend.
  for (const text of [
    '~30%',
    'of imported goods are re-exported',
    '$3.9 billion',
    'in drawback claims in 2023',
    '10%',
    '125%',
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
  }
  // The map is an image of its own (cached for a year), loaded as it nears the screen.
  const map = page.getByRole('img', { name: 'Tariff rates on goods entering the United States' })
  await map.scrollIntoViewIfNeeded()
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960)

  // Strategies: three sectors with four points each, four strategies.
  const strategies = page.locator('#strategies')
  for (const name of [
    'Retailers',
    'Manufacturers',
    'Logistics Providers',
    'Manufacturing',
    'Retail & E-commerce',
    'Pharmaceutical',
    'Automotive',
  ]) {
    await expect(strategies.getByRole('heading', { name, exact: true })).toBeVisible()
  }
  for (const name of ['Retailers', 'Manufacturers', 'Logistics Providers']) {
    const card = strategies.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(card.getByRole('listitem')).toHaveCount(4)
  }

  // Network figures.
  const network = page.locator('#network')
  for (const text of [
    '140+ air carriers',
    '70+ ocean lines',
    '60% of North America',
    '1000s of hubs',
    '90+ countries in negotiations',
  ]) {
    await expect(network).toContainText(text)
  }

  // Tech stack: complexity 3, 4, 5 on a five-dot scale.
  const scales = page.locator('#tech-stack').getByRole('img', { name: /Complexity/ })
  expect(await scales.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
    'Complexity: 3 out of 5',
    'Complexity: 4 out of 5',
    'Complexity: 5 out of 5',
  ])

  // Partners by group, with the named data partners and the link to all partners.
  const partners = page.locator('#partners')
  for (const group of ['Joint Venture Partner', 'Supply Partners', 'Data Partners'])
    await expect(partners.getByRole('heading', { name: group })).toBeVisible()
  for (const name of ['CargoX', 'FCC Kuwait', 'CargoAI', 'Spire', 'HERE', 'what3words'])
    await expect(partners.getByRole('img', { name, exact: true })).toBeAttached()
  await expect(partners.getByRole('link', { name: 'View All Partners' })).toHaveAttribute('href', '/partners')

  // Contact section with its badges; the hero's call to action brings it into view.
  await expect(page.locator('#contact').getByText('GDPR Compliant')).toBeVisible()
  await expect(page.locator('#contact').getByText('ISO 27001 Certified')).toBeVisible()
  await page.getByRole('link', { name: 'Schedule a Demo' }).click()
  await expect(page.locator('#contact-title')).toBeInViewport()
  // No ticker for an empty list.
  await expect(page.getByRole('region', { name: 'Trade news' })).toHaveCount(0)
})

test('the trade-news ticker shows valid items one at a time and rotates every 5 s', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  const { ticker, headline } = await tickerWithNews(page)
  await expect(headline).toHaveText('Ports see record re-export volumes')
  await expect(headline).toHaveAttribute('href', 'https://news.example/1')
  await expect(ticker).toContainText('1 / 5')
  // Nothing in it speaks by itself: a screen reader is not interrupted every 5 s.
  await expect(ticker.locator('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')).toHaveCount(0)
  await page.clock.fastForward(5000)
  await expect(headline).toHaveText('EU adopts digital product passport rules')
  for (let i = 0; i < 4; i++) await page.clock.fastForward(5000)
  await expect(headline).toHaveText('Ports see record re-export volumes')
  await expect(page.getByText('Sixth is past the limit')).toHaveCount(0)
  await expect(page.getByText('Headline without a link')).toHaveCount(0)
  // Hovering pauses the rotation; leaving resumes it.
  await headline.hover()
  await page.clock.fastForward(12_000)
  await expect(headline).toHaveText('Ports see record re-export volumes')
  await page.mouse.move(0, 0)
  await page.clock.fastForward(5000)
  await expect(headline).toHaveText('EU adopts digital product passport rules')
  // Every island hydrated without a mismatch or an error.
  expect(errors).toEqual([])
})

test('the ticker pause button stops it for good, by pointer and by keyboard, and play starts it again', async ({
  page,
}) => {
  const { ticker, headline } = await tickerWithNews(page)
  await expect(headline).toHaveText('Ports see record re-export volumes')

  // Pointer: pause, and it stays paused once the pointer has left.
  await ticker.getByRole('button', { name: 'Pause: Trade news' }).click()
  await expect(ticker.getByRole('button', { name: 'Play: Trade news' })).toBeVisible()
  await page.mouse.move(0, 0)
  await page.clock.fastForward(20_000)
  await expect(headline).toHaveText('Ports see record re-export volumes')
  await ticker.getByRole('button', { name: 'Play: Trade news' }).click()
  await page.mouse.move(0, 0)
  await page.clock.fastForward(5000)
  await expect(headline).toHaveText('EU adopts digital product passport rules')

  // Keyboard: from the headline, Tab reaches the button; Space pauses, Enter plays.
  await headline.focus()
  await page.keyboard.press('Tab')
  await expect(ticker.getByRole('button', { name: 'Pause: Trade news' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(ticker.getByRole('button', { name: 'Play: Trade news' })).toBeFocused()
  await page.clock.fastForward(20_000)
  await expect(headline).toHaveText('EU adopts digital product passport rules')
  await page.keyboard.press('Enter')
  await expect(ticker.getByRole('button', { name: 'Pause: Trade news' })).toBeFocused()
  await page.clock.fastForward(5000)
  await expect(headline).toHaveText('Third')
})

test('under reduced motion the ticker never changes by itself; play starts it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { ticker, headline } = await tickerWithNews(page)
  await expect(headline).toHaveText('Ports see record re-export volumes')
  await expect(ticker.getByRole('button', { name: 'Play: Trade news' })).toBeVisible()
  await page.mouse.move(0, 0)
  await page.clock.fastForward(60_000)
  await expect(headline).toHaveText('Ports see record re-export volumes')
  await expect(ticker).toContainText('1 / 5')

  await ticker.getByRole('button', { name: 'Play: Trade news' }).click()
  await page.mouse.move(0, 0)
  await page.clock.fastForward(5000)
  await expect(headline).toHaveText('EU adopts digital product passport rules')
})

test('the ticker renders nothing and logs when the news request fails', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.route('**/api/trade-news', (r) => r.fulfill({ status: 503, body: 'upstream down' }))
  await page.goto('/')
  await scrollToNews(page)
  await expect.poll(() => errors.join('\n')).toContain('503: upstream down')
  await expect(page.getByRole('region', { name: 'Trade news' })).toHaveCount(0)
  await expect(page.getByText('upstream down')).toHaveCount(0)
})
