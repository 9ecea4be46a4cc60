import { expect, test, type Page } from '@playwright/test'
import { videos } from '../content/videos'

const [dpp, fr8lens, webinar] = videos

/** Fails the test on the first request to any origin other than the site's own. */
function recordForeignRequests(page: Page, origin: string) {
  const foreign: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url())
  })
  return foreign
}

/** The library hydrates as an island: retry the first interaction until it has taken effect. */
async function choose(page: Page, chip: string) {
  const button = page.getByRole('group', { name: 'Category' }).getByRole('button', { name: new RegExp(`^${chip}`) })
  await expect(async () => {
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 500 })
  }).toPass()
}

test('the library lists every video with the featured one first', async ({ page }) => {
  await page.goto('/videos')
  await expect(page).toHaveTitle('Video Resources | E THE REAL')
  await expect(page.getByRole('heading', { level: 1, name: 'Video Resource Library' })).toBeVisible()
  await expect(page.getByText(`Showing ${videos.length} of ${videos.length} videos`)).toBeVisible()
  await expect(page.getByRole('group', { name: 'Category' }).getByRole('button')).toHaveText([
    /^All/,
    /^Product Demos/,
    /^Webinars/,
    /^Tutorials/,
    /^Partner Insights/,
    /^Industry Events/,
  ])

  const featured = page.getByRole('link', { name: new RegExp(`^Featured · Product Demos ${dpp.title}`) })
  await expect(featured).toHaveAttribute('href', `/videos/${dpp.videoId}`)
  await expect(featured).toContainText('4 min 25 sec')
  await expect(featured).toContainText('April 15, 2025')
  for (const v of videos.slice(1))
    await expect(page.getByRole('link', { name: v.title })).toHaveAttribute('href', `/videos/${v.videoId}`)
  await expect(page.getByRole('link', { name: webinar.title })).toContainText('32 min 15 sec')

  for (const tile of ['45+ Hours', '12 Topics', 'Monthly Updates']) await expect(page.getByText(tile)).toBeVisible()
  const newsletter = page.getByRole('region', { name: 'Get new videos by e-mail' })
  await expect(newsletter.getByRole('textbox', { name: 'Your e-mail address' })).toHaveAttribute('type', 'email')
  await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible()
  await expect(newsletter.locator('form')).toHaveAttribute('action', '/api/newsletter')
  await expect(newsletter.locator('form')).toHaveAttribute('method', 'post')
})

test('chips and search filter the library, live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/videos')
  await choose(page, 'Tutorials')
  await expect(page).toHaveURL(/\/videos\?category=tutorial$/)
  await expect(page.getByText(`Showing 1 of ${videos.length} videos`)).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(fr8lens.title) })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(dpp.title) })).toHaveCount(0)

  await choose(page, 'All')
  const search = page.getByRole('searchbox', { name: 'Search videos' })
  await search.fill('PASSPORT') // in one title and in another description, whatever the case
  await expect(page).toHaveURL(/\/videos\?q=PASSPORT$/)
  await expect(page.getByText(`Showing 2 of ${videos.length} videos`)).toBeVisible()
  await choose(page, 'Tutorials')
  await expect(page).toHaveURL(/\/videos\?category=tutorial&q=PASSPORT$/)
  await expect(page.getByText(`Showing 1 of ${videos.length} videos`)).toBeVisible()

  await page.reload()
  await expect(page.getByRole('button', { name: /^Tutorials/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('searchbox', { name: 'Search videos' })).toHaveValue('PASSPORT')
  await expect(page.getByText(`Showing 1 of ${videos.length} videos`)).toBeVisible()
})

test('a shared link opens the filtered view', async ({ page }) => {
  await page.goto('/videos?category=webinar&q=drawback')
  await expect(page.getByRole('button', { name: /^Webinars/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(`Showing 1 of ${videos.length} videos`)).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(webinar.title) })).toBeVisible()
})

test('nothing found: the empty state, and Reset Filters brings every video back, focus in the search', async ({
  page,
}) => {
  await page.goto('/videos')
  await choose(page, 'Webinars')
  await page.getByRole('searchbox', { name: 'Search videos' }).fill('passport')
  await expect(page.getByRole('heading', { name: 'No videos found' })).toBeVisible()
  await expect(page.getByText(`Showing 0 of ${videos.length} videos`)).toBeVisible()
  await page.getByRole('button', { name: 'Reset Filters' }).click()
  await expect(page.getByText(`Showing ${videos.length} of ${videos.length} videos`)).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search videos' })).toHaveValue('')
  // The button went with the empty state: focus is where the visitor starts again, not lost to the page.
  await expect(page.getByRole('searchbox', { name: 'Search videos' })).toBeFocused()
  await expect(page.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\/videos$/)
})

test('without JavaScript every video is a link', { tag: '@any-width' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/videos')
  for (const v of videos)
    await expect(page.getByRole('main').locator(`a[href="/videos/${v.videoId}"]`).first()).toBeVisible()
  await context.close()
})

test('the player page loads nothing from elsewhere until play is pressed', async ({ page, baseURL }) => {
  // Answer the embed locally so the test never depends on the network; the request is still seen.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
  )
  const foreign = recordForeignRequests(page, baseURL!)
  await page.goto(`/videos/${dpp.videoId}`)

  await expect(page).toHaveTitle(`${dpp.title} | Videos | E THE REAL`)
  await expect(page.getByRole('heading', { level: 1, name: dpp.title })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText(dpp.description)).toBeVisible()
  await expect(main.getByText('4 min 25 sec')).toBeVisible()
  await expect(main.getByText('April 15, 2025')).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Videos', dpp.title])
  await expect(crumbs.getByRole('link', { name: 'Videos' })).toHaveAttribute('href', '/videos')

  const related = page.getByRole('region', { name: 'Related Videos' }).getByRole('link')
  await expect(related).toHaveCount(videos.length - 1)
  for (const v of videos.slice(1))
    await expect(related.filter({ hasText: v.title })).toHaveAttribute('href', `/videos/${v.videoId}`)

  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t))
  expect(ld.find((d) => d['@type'] === 'VideoObject')).toMatchObject({
    '@type': 'VideoObject',
    name: dpp.title,
    duration: 'PT4M25S',
    uploadDate: '2025-04-15',
  })

  // Loaded (goto waits for the load event) and read: nothing from elsewhere so far. What the page might ask for later
  // is caught at the end, where the player's embed must be the one request to another site.
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(foreign).toEqual([])

  const play = page.getByRole('button', { name: `Play video: ${dpp.title}` })
  // The player hydrates on this first press; the press is handed to it once it is live, so one click is enough.
  await play.click()
  await expect(page.locator('iframe'), 'the player appears after the click').toHaveCount(1)
  const frame = page.locator('iframe')
  await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${dpp.videoId}?autoplay=1`)
  await expect(frame).toHaveAttribute('title', dpp.title)
  await expect.poll(() => foreign).toEqual([`https://www.youtube-nocookie.com/embed/${dpp.videoId}?autoplay=1`])
})

test('related videos lead to their own player pages', async ({ page }) => {
  await page.goto(`/videos/${webinar.videoId}`)
  await page.getByRole('region', { name: 'Related Videos' }).getByRole('link', { name: fr8lens.title }).click()
  await expect(page).toHaveURL(`/videos/${fr8lens.videoId}`)
  await expect(page.getByRole('heading', { level: 1, name: fr8lens.title })).toBeVisible()
})

test('an unknown video answers 404 with a way back', async ({ page }) => {
  const response = await page.goto('/videos/not-a-video')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Video not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Videos' }).click()
  await expect(page).toHaveURL('/videos')
})
