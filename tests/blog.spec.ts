import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { blogIndex } from '../content/blogIndex'
import { blogTopics } from '../content/blogTopics'
import { newsletter } from '../content/newsletter'
import { people } from '../content/people'
import Database from '../server/sqlite'
import { baseURL, testDataDir } from '../playwright.config'
import { test } from './islands'

// The blog as a reader browses it, at both widths: an article leads to its topics, its author, what to read next and
// the articles before and after it; it can be passed on and signed up from; topic and author pages list the articles.
// The site's articles, newest first: Getting Ready for Digital Product Passports (8 April 2025; Digital Product
// Passport, Compliance, Sustainability, Web3), How AI Shortlists… (18 March; Digital Tower, AI, Freight Booking,
// Sustainability), Why Fr8lens Issues Shipment Passports as NFTs (4 February; Fr8lens, Web3, Sustainability).
const main = (page: Page) => page.getByRole('main')
const article = '/blog/smart-quote-ai-shortlisting'
const titles = {
  passports: 'Getting Ready for Digital Product Passports',
  shortlist: 'How AI Shortlists the Top 4-5 Bidders in Smart Quote & Book',
  nfts: 'Why Fr8lens Issues Shipment Passports as NFTs',
}
const topicsOf = (page: Page) => main(page).getByRole('list', { name: blogIndex.topics })
const priya = people.find((p) => p.name === 'Priya Raman')!

test('an article’s topics lead to each topic’s page, which lists its articles newest first, with its feed', async ({
  page,
  request,
}) => {
  await page.goto(article)
  await expect(topicsOf(page).getByRole('link')).toHaveText([
    'Digital Tower',
    'AI',
    'Freight Booking',
    'Sustainability',
  ])
  await topicsOf(page).getByRole('link', { name: 'Sustainability' }).click()
  await expect(page).toHaveURL(/\/blog\/topics\/sustainability$/)
  await expect(page).toHaveTitle('Articles on Sustainability | E THE REAL')
  await expect(page.getByRole('heading', { level: 1, name: 'Sustainability' })).toBeVisible()
  const topic = blogTopics.find((t) => t.slug === 'sustainability')!
  await expect(page.getByText(topic.description)).toBeVisible()
  await expect(main(page).getByText('3 articles', { exact: true })).toBeVisible()
  await expect(main(page).getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
    titles.passports,
    titles.shortlist,
    titles.nfts,
  ])
  // Three are one page: no way to other pages, and none at /page/2; page 1 is the topic's own address.
  await expect(main(page).getByRole('navigation', { name: blogIndex.pagesLabel })).toHaveCount(0)
  expect((await request.get('/blog/topics/sustainability/page/2')).status()).toBe(404)
  expect((await request.get('/blog/topics/sustainability/page/1')).status()).toBe(404)
  expect((await request.get('/blog/topics/no-such-topic')).status()).toBe(404)
  // The topic's own feed, named in the head and below the list: its articles only.
  const feed = main(page).getByRole('link', { name: 'Subscribe to Sustainability articles (RSS)' })
  await expect(feed).toHaveAttribute('href', '/blog/topics/sustainability/feed.xml')
  await expect(page.locator('link[rel="alternate"][href="/blog/topics/sustainability/feed.xml"]')).toHaveAttribute(
    'title',
    'E THE REAL Blog: Sustainability',
  )
  const ai = await (await request.get('/blog/topics/ai/feed.xml')).text()
  expect(ai).toContain('<title>E THE REAL Blog: AI</title>')
  expect(ai.match(/<item>/g)).toHaveLength(1)
  expect(ai).toContain(`${article}</link>`)
  // The other topics, this one marked; and back to every article.
  const others = main(page).getByRole('list', { name: blogIndex.browseTopics })
  await expect(others.getByRole('link', { name: 'Sustainability' })).toHaveAttribute('aria-current', 'page')
  await others.getByRole('link', { name: 'Web3' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Web3' })).toBeVisible()
  await expect(main(page).getByRole('article')).toHaveCount(2)
})

test('/blog offers every topic that has an article, with its count', async ({ page }) => {
  await page.goto('/blog')
  const topics = main(page).getByRole('list', { name: blogIndex.browseTopics })
  // In the list's order (content/blogTopics.ts); the clearing house's only article is a draft.
  await expect(topics.getByRole('link')).toHaveText([
    /^Digital Tower\s*1/,
    /^Fr8lens\s*1/,
    /^Digital Product Passport\s*1/,
    /^Freight Booking\s*1/,
    /^AI\s*1/,
    /^Web3\s*2/,
    /^Sustainability\s*3/,
    /^Compliance\s*1/,
  ])
  await expect(topics.getByRole('link', { name: /^Sustainability\W+3 articles$/ })).toHaveAttribute(
    'href',
    '/blog/topics/sustainability',
  )
})

test('the author’s card leads to their page, which lists their articles; the article names them as a Person there', async ({
  page,
}) => {
  await page.goto(article)
  const card = main(page).getByRole('region', { name: 'Priya Raman' })
  await expect(card).toContainText(blogIndex.end.writtenBy)
  await expect(card).toContainText(priya.title)
  await expect(card).toContainText(priya.bio.split('. ')[0]!)
  await expect(card.locator('img')).toHaveAttribute('src', /\.webp$/)
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent) as Record<string, unknown>))
  const author = jsonLd.find((d) => d['@type'] === 'Article')!.author as Record<string, string>
  expect(author).toMatchObject({ '@type': 'Person', name: 'Priya Raman', jobTitle: priya.title })
  expect(new URL(author.url!).pathname).toBe('/blog/authors/priya-raman')

  await card.getByRole('link', { name: 'More from Priya Raman' }).click()
  await expect(page).toHaveURL(/\/blog\/authors\/priya-raman$/)
  await expect(page).toHaveTitle('Articles by Priya Raman | E THE REAL')
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible()
  await expect(main(page)).toContainText(priya.bio)
  await expect(main(page).getByRole('link', { name: 'Meet the leadership team' })).toHaveAttribute(
    'href',
    '/about/leadership-team',
  )
  await expect(main(page).getByRole('article').getByRole('heading', { level: 2 })).toHaveText([titles.shortlist])
  const profile = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(JSON.parse(profile!)).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person' } })
  // And from the name under the title.
  await page.goto(article)
  await main(page).getByRole('link', { name: 'Priya Raman', exact: true }).first().click()
  await expect(page).toHaveURL(/\/blog\/authors\/priya-raman$/)
})

test('what to read next shares a topic and is never the article itself; older and newer follow the dates', async ({
  page,
}) => {
  await page.goto('/blog/shipment-passports-nfts')
  const readNext = main(page).getByRole('region', { name: blogIndex.end.readNext })
  // Two topics shared (Web3, Sustainability), then one (Sustainability).
  await expect(readNext.getByRole('heading', { level: 3 })).toHaveText([titles.passports, titles.shortlist])
  await expect(readNext).not.toContainText(titles.nfts)
  const ownTopics = await topicsOf(page).getByRole('link').allTextContents()
  await readNext.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name: titles.passports })).toBeVisible()
  const theirs = await topicsOf(page).getByRole('link').allTextContents()
  expect(theirs.filter((t) => ownTopics.includes(t))).toEqual(['Sustainability', 'Web3'])

  // The middle article: the older one is the one before it by date, the newer the one after.
  await page.goto(article)
  const nav = main(page).getByRole('navigation', { name: blogIndex.end.olderAndNewer })
  await expect(nav.getByRole('link')).toHaveText([
    `${blogIndex.end.older} ${titles.nfts}`,
    `${blogIndex.end.newer} ${titles.passports}`,
  ])
  await nav.getByRole('link', { name: new RegExp(blogIndex.end.older) }).click()
  await expect(page.getByRole('heading', { level: 1, name: titles.nfts })).toBeVisible()
  // The oldest has only a newer one.
  await expect(main(page).getByRole('navigation', { name: blogIndex.end.olderAndNewer }).getByRole('link')).toHaveText([
    `${blogIndex.end.newer} ${titles.shortlist}`,
  ])
})

test('share links are the article’s address on each network, and nothing of theirs loads before one is chosen', async ({
  page,
  context,
}) => {
  const elsewhere: string[] = []
  page.on('request', (r) => new URL(r.url()).origin !== new URL(baseURL).origin && elsewhere.push(r.url()))
  await page.goto(article)
  const share = main(page).getByRole('region', { name: blogIndex.end.share })
  await share.scrollIntoViewIfNeeded()
  await share.getByRole('link').first().hover()
  await page.mouse.wheel(0, 4000)
  const address = await page.locator('link[rel="canonical"]').getAttribute('href')
  const linkedIn = share.getByRole('link', { name: 'Share on LinkedIn' })
  const x = share.getByRole('link', { name: 'Share on X' })
  const email = share.getByRole('link', { name: 'Share by e-mail' })
  expect(new URL((await linkedIn.getAttribute('href'))!).searchParams.get('url')).toBe(address)
  expect(new URL((await x.getAttribute('href'))!).searchParams.get('url')).toBe(address)
  const mail = new URL((await email.getAttribute('href'))!)
  expect(mail.protocol).toBe('mailto:')
  expect(mail.searchParams.get('subject')).toBe(titles.shortlist)
  expect(mail.searchParams.get('body')).toContain(address)
  expect(elsewhere).toEqual([])

  // Chosen, LinkedIn's page opens in a tab of its own with the address (answered here: the machine has no network).
  await context.route('https://www.linkedin.com/**', (route) => route.fulfill({ body: 'LinkedIn' }))
  const [tab] = await Promise.all([context.waitForEvent('page'), linkedIn.click()])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).searchParams.get('url')).toBe(address)
  await expect(page).toHaveURL(new RegExp(`${article}$`))
})

test('the newsletter box at an article’s end signs the reader up, the page recorded with the consent', async ({
  page,
}) => {
  const email = `reader-${test.info().project.name}-${Date.now()}@example.com`
  await page.goto(article)
  const box = main(page).getByRole('region', { name: blogIndex.newsletter.heading })
  await box.getByRole('textbox', { name: newsletter.box.label }).fill(email)
  await box.getByRole('button', { name: newsletter.box.button }).click()
  await expect(page).toHaveURL(/\/newsletter\/check-inbox$/)
  await expect(page.getByRole('heading', { level: 1, name: newsletter.checkInbox.heading })).toBeVisible()
  expect(signupPage(email)).toBe(article)
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('every way on from an article works: topics, author, read next, older and newer, share links, the newsletter', async ({
    page,
  }) => {
    await page.goto(article)
    await topicsOf(page).getByRole('link', { name: 'AI', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'AI' })).toBeVisible()
    await page.goBack()
    await main(page).getByRole('link', { name: 'More from Priya Raman' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible()
    await page.goBack()
    await main(page)
      .getByRole('region', { name: blogIndex.end.readNext })
      .getByRole('link', { name: new RegExp(titles.passports) })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: titles.passports })).toBeVisible()
    await page.goBack()
    const share = main(page).getByRole('region', { name: blogIndex.end.share })
    await expect(share.getByRole('link')).toHaveCount(3)
    await expect(share.getByRole('button')).toHaveCount(0)

    const email = `reader-nojs-${test.info().project.name}-${Date.now()}@example.com`
    const box = main(page).getByRole('region', { name: blogIndex.newsletter.heading })
    await box.getByRole('textbox', { name: newsletter.box.label }).fill(email)
    await box.getByRole('button', { name: newsletter.box.button }).click()
    await expect(page).toHaveURL(/\/newsletter\/check-inbox$/)
    expect(signupPage(email)).toBe(article)
  })
})

test('on a phone, once the page is live, the browser’s own share sheet gets the article', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a share sheet is a phone’s')
  // The sheet is the phone's own (Android, iOS); this Chromium has none, so the page is given one that records its call.
  await page.addInitScript(() => {
    Object.assign(navigator, {
      share: (data: ShareData) => {
        ;(window as unknown as { shared: ShareData }).shared = data
        return Promise.resolve()
      },
    })
  })
  await page.goto(article)
  const share = main(page).getByRole('region', { name: blogIndex.end.share })
  await share.scrollIntoViewIfNeeded()
  const button = share.getByRole('button', { name: blogIndex.end.shareSheet })
  await expect(button, 'the share sheet’s button once its code has come').toBeVisible({ timeout: 30_000 })
  await button.click()
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)
  expect(shared).toEqual({
    title: titles.shortlist,
    url: await page.locator('link[rel="canonical"]').getAttribute('href'),
  })
})

test('without a share sheet of its own, the browser shows only the links', async ({ page, isMobile }) => {
  await page.goto(article)
  const share = main(page).getByRole('region', { name: blogIndex.end.share })
  await share.scrollIntoViewIfNeeded()
  // Where a finger points, the share sheet's place shows and its code comes once it is in view: it is live, and has
  // decided. A desktop never loads it.
  if (isMobile) await expect(page.locator('[data-island="ShareSheet"]')).toHaveAttribute('data-hydrated', '')
  await expect(share.getByRole('link')).toHaveCount(3)
  await expect(share.getByRole('button')).toHaveCount(0)
})

/** The page an address signed up from, as its consent record keeps it. */
function signupPage(email: string) {
  const db = new Database(path.join(testDataDir, 'messages.db'), { readonly: true })
  try {
    return db.prepare('SELECT signup_page FROM newsletter_subscribers WHERE email = ?').pluck().get(email)
  } finally {
    db.close()
  }
}
