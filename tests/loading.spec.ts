import { expect, type Page } from '@playwright/test'
import { contactForm } from '../content/contactForm'
import { partners } from '../content/partners'
import { searchText } from '../content/search'
import { codeArrived, startupSettled, test } from './islands'

// Pages are HTML, and stay HTML until the visitor reaches for a widget: before that the browser asks only for the small
// client entry (and the module helpers it imports); the widgets' code (React and the widget) is asked for once the
// visitor's pointer, finger or focus reaches the island, or once it scrolls into view.

/** Every script the page asks for, by path, in order. */
function recordScripts(page: Page) {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  return scripts
}

/** The client entry's path and the chunks it imports itself: what a page may load before any interaction. */
async function entryAndImports(page: Page) {
  const entry = (await page.locator('script[type="module"][src^="/assets/entries/"]').getAttribute('src'))!
  const code = await (await page.request.get(entry)).text()
  return [entry, ...[...code.matchAll(/from\s*["']\.\.\/chunks\/([^"']+)["']/g)].map((m) => `/assets/chunks/${m[1]}`)]
}

/** Holds back every widget chunk asked for from now on, until `release()`: the page stays HTML meanwhile. */
async function holdWidgetCode(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/chunks/**', async (route) => {
    await released
    await route.continue()
  })
  return release
}

const header = (page: Page) => page.locator('[data-island="NavBar"]')

/** /privacy on a phone, its widget code held back (the release is returned), the mouse resting on the menu button. */
async function pointerOnMenuButton(page: Page) {
  await page.goto('/privacy')
  const release = await holdWidgetCode(page)
  const box = (await page
    .locator('summary')
    .filter({ hasText: /^Menu$/ })
    .boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  return release
}

for (const route of ['/privacy', '/blog/digital-product-passport-regulation', '/partners']) {
  test(`${route} asks for no widget code before an interaction, and for the header's once the menu is reached`, async ({
    page,
    isMobile,
  }) => {
    const scripts = recordScripts(page)
    await page.goto(route)
    await startupSettled(page)
    const allowed = await entryAndImports(page)
    expect(allowed[0]).toMatch(/^\/assets\/entries\//)
    expect(
      scripts.filter((s) => !allowed.includes(s) && s.startsWith('/assets/')),
      'widget code asked for before any interaction',
    ).toEqual([])
    await expect(header(page)).not.toHaveAttribute('data-hydrated')

    // The visitor reaches for the menu: a finger on the phone's menu button, the pointer on the desktop menu.
    if (isMobile)
      await page
        .locator('summary')
        .filter({ hasText: /^Menu$/ })
        .tap()
    else
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products', exact: true }).hover()
    await expect(header(page)).toHaveAttribute('data-hydrated', '')
    expect(
      scripts.filter((s) => !allowed.includes(s) && s.startsWith('/assets/chunks/')).length,
      'the header widget code',
    ).toBeGreaterThan(0)
  })
}

test('the pointer the headless shell announces at the corner as a page opens wakes nothing in these tests; a visitor moving does', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.goto('/privacy')
  await startupSettled(page)
  const before = scripts.length
  // As Chromium's headless shell announces it: over what is painted at 0, 0 (the header's bar), moving by 0 px. The
  // tests' pages never see it (tests/islands.ts), else every test would start on a page already awake. Nothing is
  // asked for in the next second (a wake asks for the header's code within a frame).
  const corner = { clientX: 0, clientY: 0, movementX: 0, movementY: 0 }
  await page.locator('.nav-bar').dispatchEvent('pointerover', corner)
  await page.locator('.nav-bar').dispatchEvent('pointermove', corner)
  await expect(page.waitForRequest(/\/assets\/chunks\//, { timeout: 1000 })).rejects.toThrow()
  expect(scripts.slice(before)).toEqual([])
  await expect(header(page)).not.toHaveAttribute('data-hydrated')
  // A visitor's pointer moving over it does.
  await page.locator('.nav-logo').hover()
  await expect(header(page)).toHaveAttribute('data-hydrated', '')
})

test('focus reaching the header wakes it too (keyboard visitors)', async ({ page }) => {
  await page.goto('/privacy')
  await startupSettled(page)
  await expect(header(page)).not.toHaveAttribute('data-hydrated')
  await page.keyboard.press('Tab') // the skip link, outside the header
  await page.keyboard.press('Tab') // into the header
  await expect(header(page)).toHaveAttribute('data-hydrated', '')
})

test('the contact form stays HTML until reached; on a slow phone every letter typed at once lands, and the live form checks it', async ({
  page,
}) => {
  // A visitor who only reads /contact loads no widget code: the form is HTML, and posts without JavaScript.
  const scripts = recordScripts(page)
  await page.goto('/contact')
  await startupSettled(page)
  const allowed = await entryAndImports(page)
  expect(
    scripts.filter((s) => !allowed.includes(s) && s.startsWith('/assets/')),
    'widget code asked for before any interaction',
  ).toEqual([])
  const form = page.locator('[data-island="ContactForm"]')
  await expect(form).not.toHaveAttribute('data-hydrated')

  // They tap the first field and type at once, on a phone whose CPU is 20 times slower: the form's code loads and goes
  // live while they type.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
  await page.getByRole('textbox', { name: contactForm.fields.name.label }).click()
  await page.keyboard.type('Ada Lovelace', { delay: 50 })
  await page.getByRole('textbox', { name: contactForm.fields.email.label }).click()
  await page.keyboard.type('ada-at-example', { delay: 50 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await expect(form).toHaveAttribute('data-hydrated', '', { timeout: 20_000 })
  await expect(page.getByRole('textbox', { name: contactForm.fields.name.label })).toHaveValue('Ada Lovelace')
  await expect(page.getByRole('textbox', { name: contactForm.fields.email.label })).toHaveValue('ada-at-example')

  // Send, now that it is live: the form's own check answers next to the field, and the page stays.
  await page.getByRole('button', { name: contactForm.submit }).click()
  await expect(page.getByRole('textbox', { name: contactForm.fields.email.label })).toHaveAccessibleDescription(
    /Please enter a valid email address\./,
  )
  await expect(page).toHaveURL(/\/contact$/)
})

test('on a slow phone the first taps on /partners’ carousel and tabs, before either is live, are not lost', async ({
  page,
}) => {
  // Reduced motion: the carousels stand still (no rotation to race), and still step by hand.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/partners')
  await startupSettled(page)
  const spotlight = page.getByRole('region', { name: 'Partner spotlight' })
  const tabs = page.getByRole('tablist', { name: 'Partner categories' })
  const islands = page
    .locator('[data-island]')
    .filter({ has: spotlight })
    .or(page.locator('[data-island]').filter({ has: tabs }))
  await expect(islands).toHaveCount(2)
  for (const island of await islands.all()) await expect(island).not.toHaveAttribute('data-hydrated')
  const described = partners.filter((p) => 'description' in p)
  await expect(spotlight.getByRole('group', { name: `1 of ${described.length}` })).toBeVisible()

  // A phone whose CPU is 20 times slower: Next, then a tab, tapped at once, while their code loads and goes live.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
  await spotlight.getByRole('button', { name: 'Next: Partner spotlight' }).click()
  await tabs.getByRole('tab', { name: 'Data' }).click()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  for (const island of await islands.all())
    await expect(island).toHaveAttribute('data-hydrated', '', { timeout: 20_000 })

  // Each tap did what it says, once: the next partner, announced; the Data partners alone.
  await expect(spotlight.getByRole('group', { name: `2 of ${described.length}` })).toBeVisible()
  await expect(spotlight.getByRole('status')).toHaveText(`${described[1]!.name} (2 of ${described.length})`)
  await expect(tabs.getByRole('tab', { name: 'Data' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(['Data Partners'])
})

test('a widget below the fold wakes when it scrolls into view, not before', async ({ page }) => {
  await page.route('**/api/trade-news', (r) => r.fulfill({ json: [] }))
  await page.goto('/')
  await startupSettled(page)
  const map = page.locator('[data-island="MapControls"]')
  await expect(map).not.toHaveAttribute('data-hydrated')
  await map.scrollIntoViewIfNeeded()
  await expect(map).toHaveAttribute('data-hydrated', '')
})

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop menu')

  test('a sub-menu opened before the header hydrates stays open and consistent after it', async ({ page }) => {
    await page.goto('/privacy')
    const release = await holdWidgetCode(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products', exact: true }).hover()
    const panel = page.locator('#nav-panel-products')
    await expect(panel).toBeVisible()
    await expect(header(page)).not.toHaveAttribute('data-hydrated')
    // The CSS opened it: the arrow says nothing rather than 'collapsed' over the open panel.
    await expect(page.getByRole('button', { name: 'Products menu' })).not.toHaveAttribute('aria-expanded')

    release()
    await expect(header(page)).toHaveAttribute('data-hydrated', '')
    await expect(panel).toBeVisible()
    await expect(page.getByRole('button', { name: 'Products menu' })).toHaveAttribute('aria-expanded', 'true')
    // Live now: leaving the entry closes it, as it does for a sub-menu opened after hydration.
    await page.mouse.move(640, 600)
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Products menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click on the arrow of a sub-menu the pointer opened before the header hydrated keeps it open', async ({
    page,
  }) => {
    await page.goto('/privacy')
    const release = await holdWidgetCode(page)
    const arrow = page.getByRole('button', { name: 'Products menu' })
    await arrow.hover()
    const panel = page.locator('#nav-panel-products')
    await expect(panel).toBeVisible()
    release()
    await expect(header(page)).toHaveAttribute('data-hydrated', '')

    // As when the resting pointer opens it after hydration: the click does not close it under the pointer...
    await arrow.click()
    await expect(panel).toBeVisible()
    await expect(arrow).toHaveAttribute('aria-expanded', 'true')
    // ...and the next one does.
    await arrow.click()
    await expect(panel).toBeHidden()
    await expect(arrow).toHaveAttribute('aria-expanded', 'false')
  })

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true })

    test('the arrow tapped before the header hydrates opens its sub-menu, and the next tap closes it', async ({
      page,
    }) => {
      await page.goto('/privacy')
      const release = await holdWidgetCode(page)
      const arrow = page.getByRole('button', { name: 'Products menu' })
      await arrow.tap()
      const panel = page.locator('#nav-panel-products')
      await expect(panel).toBeVisible()
      release()
      await expect(header(page)).toHaveAttribute('data-hydrated', '')
      await expect(arrow).toHaveAttribute('aria-expanded', 'true')
      // A finger leaves :hover behind, but it pressed, not rested: one more tap closes what one tap opened.
      await arrow.tap()
      await expect(panel).toBeHidden()
      await expect(arrow).toHaveAttribute('aria-expanded', 'false')
    })
  })
})

test.describe('phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone menu')

  test('the menu opened before the header hydrates stays as the visitor left it after it', async ({ page }) => {
    await page.goto('/privacy')
    const release = await holdWidgetCode(page)
    await page
      .locator('summary')
      .filter({ hasText: /^Menu$/ })
      .tap()
    const panel = page.locator('#site-menu')
    await expect(panel).toBeVisible()
    // The sections are collapsed; the visitor expands one while the header's code is on its way.
    const product = panel.getByRole('link', { name: /^Digital Tower/ })
    const leadership = panel.getByRole('link', { name: /^Leadership Team/ })
    await expect(product).toBeHidden()
    await panel.locator('summary').filter({ hasText: 'Products menu' }).tap()
    await expect(product).toBeVisible()
    await expect(leadership).toBeHidden()
    await expect(header(page)).not.toHaveAttribute('data-hydrated')

    release()
    await expect(header(page)).toHaveAttribute('data-hydrated', '')
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    // Products stays expanded and About collapsed, as the visitor saw them, focus where the finger left it; each
    // section still folds on its own.
    const products = panel.locator('summary').filter({ hasText: 'Products menu' })
    await expect(products).toBeFocused()
    await expect(product).toBeVisible()
    await expect(leadership).toBeHidden()
    await products.tap()
    await expect(product).toBeHidden()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('a mouse press on the menu button while the header’s code arrives still opens the menu', async ({ page }) => {
    // A narrow window on a laptop, or a stylus: the press that wakes the header is a mouse's, button down then up.
    const release = await pointerOnMenuButton(page)
    await page.mouse.down()
    // The code arrives while the button is held down (it used to take the button out from under the pointer).
    release()
    await codeArrived(page, ['renderer/hydrateIslands.tsx', 'components/shell/NavBar.tsx'])
    await page.mouse.up()
    await expect(page.locator('#site-menu')).toBeVisible()
    await expect(header(page)).toHaveAttribute('data-hydrated', '')
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  })

  test('a press that begins while the header goes live still opens the menu', async ({ page }) => {
    // The race of a tap made as the page opens: the pointer over the menu woke the header, its code has come and
    // React has begun on it, and only then does the finger come down. On a slow phone (the CPU slowed 20 times) React
    // took long enough for the press to begin on the <summary> and end on the live button, and the click, on their
    // common parent, opened nothing. The header now goes live in the task React begins in: the press meets one button.
    const release = await pointerOnMenuButton(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
    release()
    // React has taken the header's element as its root (hydrateRoot marks it at once, before rendering anything).
    await page.waitForFunction(
      () =>
        Object.keys(document.querySelector('[data-island="NavBar"]')!).some((k) => k.startsWith('__reactContainer')),
      undefined,
      { polling: 'raf', timeout: 20_000 },
    )
    await page.mouse.down()
    await expect(header(page)).toHaveAttribute('data-hydrated', '', { timeout: 20_000 })
    await page.mouse.up()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await expect(page.locator('#site-menu')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  })

  test('every letter typed as the search dialog arrives lands in it, the first ones too', async ({ page }) => {
    // The race of a visitor who taps the header's search and types at once: the dialog's code is on its way (held
    // here until the first letters are typed), and on a slow phone (the CPU slowed 20 times) it mounts while they type.
    // The letters typed before it took focus went nowhere: the press kept focus out of the header's box.
    await page.goto('/privacy')
    const logo = (await page.getByRole('banner').getByRole('link').first().boundingBox())!
    await page.mouse.move(logo.x + logo.width / 2, logo.y + logo.height / 2)
    await expect(header(page)).toHaveAttribute('data-hydrated', '', { timeout: 20_000 })
    const release = await holdWidgetCode(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
    await page.getByRole('banner').getByRole('searchbox', { name: searchText.label }).tap()
    await page.keyboard.type('cl', { delay: 50 })
    release()
    await page.keyboard.type('earing', { delay: 50 })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const combobox = page
      .getByRole('dialog', { name: searchText.dialogTitle })
      .getByRole('combobox', { name: searchText.label })
    await expect(combobox).toBeFocused({ timeout: 20_000 })
    await expect(combobox).toHaveValue('clearing')
  })
})

test('what the visitor does before a widget is live is not lost: a press and typed text are handed to it', async ({
  page,
}) => {
  await page.goto('/videos')
  const release = await holdWidgetCode(page)
  const library = page.locator('[data-island="VideoLibrary"]')
  await page
    .getByRole('group', { name: 'Category' })
    .getByRole('button', { name: /^Webinars/ })
    .click()
  await page.getByRole('searchbox', { name: 'Search videos' }).pressSequentially('drawback')
  await expect(library).not.toHaveAttribute('data-hydrated')

  release()
  await expect(library).toHaveAttribute('data-hydrated', '')
  await expect(page.getByRole('button', { name: /^Webinars/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('searchbox', { name: 'Search videos' })).toHaveValue('drawback')
  await expect(page.getByText(/^Showing 1 of \d+ videos$/)).toBeVisible()
  await expect(page).toHaveURL(/\/videos\?category=webinar&q=drawback$/)
})
