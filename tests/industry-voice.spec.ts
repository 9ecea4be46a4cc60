import { expect, test } from '@playwright/test'
import { industryTopics } from '../content/industryTopics'
import { industryVoice } from '../content/industryVoice'
import { featuredExpertIndexes, featuredTestimonialCount, testimonials } from '../content/testimonials'

const quotesOf = (category: string) => testimonials.filter((t) => t.category === category)

test('the landing page: hero figures, experts, topics with counts, featured quotes and sharing', async ({ page }) => {
  await page.goto('/industry-voice')
  await expect(page).toHaveTitle('Industry Voice | E THE REAL')
  for (const figure of ['50+', '25+', '6'])
    await expect(
      page.getByRole('definition').filter({ hasText: new RegExp(`^${figure.replace('+', '\\+')}$`) }),
    ).toBeVisible()
  for (const label of ['Enterprise Testimonials', 'Countries', 'Industry Sectors'])
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible()

  const experts = page.getByRole('region', { name: 'Featured Experts' })
  await expect(experts.getByRole('heading', { level: 3 })).toHaveText(
    featuredExpertIndexes.map((i) => testimonials[i].name),
  )
  await expect(experts.getByRole('link', { name: /Advisory Board/ })).toHaveAttribute('href', '/about/advisory-board')

  const topics = page.getByRole('region', { name: 'Explore by Topic' })
  await expect(topics.getByRole('link')).toHaveCount(industryTopics.length)
  for (const topic of industryTopics) {
    const n = quotesOf(topic.category).length
    const link = topics.getByRole('link', { name: new RegExp(`^${topic.name}`) })
    await expect(link).toHaveAttribute('href', `/industry-voice/${topic.slug}`)
    await expect(link).toContainText(`${n} ${n === 1 ? 'testimonial' : 'testimonials'}`)
  }

  const featured = page.getByRole('region', { name: 'Featured Testimonials' })
  await expect(featured.getByRole('figure')).toHaveCount(featuredTestimonialCount)
  for (const t of testimonials.slice(0, featuredTestimonialCount))
    await expect(featured.getByText(t.quote)).toBeVisible()
  await expect(featured.getByRole('link', { name: 'View All Testimonials' })).toHaveAttribute(
    'href',
    '/industry-voice/all',
  )

  const share = page.getByRole('region', { name: 'Share Your Experience' })
  await expect(share.getByRole('link', { name: 'Submit Your Testimonial' })).toHaveAttribute(
    'href',
    /^mailto:info@ethereal\.io\?subject=Testimonial%20Submission/,
  )
  await expect(share.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
})

test('a topic page lists its quotes with photo or placeholder, and keeps its fixed links in view', async ({ page }) => {
  await page.goto('/industry-voice')
  await page
    .getByRole('region', { name: 'Explore by Topic' })
    .getByRole('link', { name: /^Sustainability/ })
    .click()
  await expect(page).toHaveURL('/industry-voice/sustainability')
  await expect(page).toHaveTitle('Sustainability & Carbon Footprint | Industry Voice | E THE REAL')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sustainability & Carbon Footprint')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Industry Voice', 'Sustainability & Carbon Footprint'])

  const expected = quotesOf('Sustainability & Carbon Footprint')
  const cards = page.getByRole('figure')
  await expect(cards).toHaveCount(expected.length)
  for (const [i, t] of expected.entries()) {
    await expect(cards.nth(i)).toContainText(t.quote)
    await expect(cards.nth(i)).toContainText(t.name)
    await expect(cards.nth(i)).toContainText(t.title)
    await expect(cards.nth(i).getByTestId('portrait-placeholder')).toHaveCount(t.image ? 0 : 1)
    await expect(cards.nth(i).locator('img')).toHaveCount(t.image ? 1 : 0)
  }

  const fixed = page.getByRole('navigation', { name: 'Industry voice' })
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(fixed.getByRole('link', { name: 'Back to Home' })).toBeInViewport()
  await expect(fixed.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  await fixed.getByRole('link', { name: 'All Categories' }).click()
  await expect(page).toHaveURL('/industry-voice#topics')
})

test('on a phone, each topic Tab reaches is scrolled wholly into the sideways row, focus ring and all', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the topics scroll sideways on phones only')
  await page.goto('/industry-voice/regulatory')
  const row = page.getByRole('navigation', { name: industryVoice.category.topicsLabel })
  const links = await row.getByRole('link').all()
  expect(links.length).toBeGreaterThan(5)
  await links[0]!.focus()
  for (const link of links.slice(1)) {
    await page.keyboard.press('Tab')
    await expect(link).toBeFocused()
    // Inside the row, clear of its edges by the width of the focus ring at least.
    await expect
      .poll(() =>
        link.evaluate((el) => {
          const box = el.getBoundingClientRect()
          const view = el.parentElement!.getBoundingClientRect()
          return box.left >= view.left + 3 && box.right <= view.right - 3
        }),
      )
      .toBe(true)
  }
})

test('the regulatory page keeps its title and All Testimonials lists every quote', async ({ page }) => {
  await page.goto('/industry-voice/regulatory')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regulatory Pre-Departure & Arrival')
  await expect(page.getByRole('figure')).toHaveCount(quotesOf('Regulatory Pre-Departure & Arrival').length)

  await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'All Testimonials' }).click()
  await expect(page).toHaveURL('/industry-voice/all')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Testimonials')
  await expect(page.getByRole('figure')).toHaveCount(testimonials.length)
  // The deprecated category's quote still shows under All.
  await expect(page.getByText('Commercial Invoice Exchange')).toBeVisible()
})

test('an unknown category answers 404 with "Category not found"', async ({ page }) => {
  const response = await page.goto('/industry-voice/commercial-invoice-exchange')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category not found')
  await page.getByRole('link', { name: 'All Categories' }).click()
  await expect(page).toHaveURL('/industry-voice#topics')
})
