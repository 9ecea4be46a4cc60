import { expect, type Locator, type Page } from '@playwright/test'
import { STORED_SECTION_DELAY_MS, STORED_SECTION_KEY } from '../components/shell/constants'
import { aboutSections } from '../content/aboutSections'
import { industryTopics } from '../content/industryTopics'
import { footerNav } from '../content/navigation'
import { products } from '../content/products'
import { site } from '../content/site'
import { videos } from '../content/videos'
import { menuBarEntries, menuButton, openMenu } from './menu'
import { often, recordScrollRequests, takeScrollRequests, topOf } from './scrolling'
import { test } from './islands'

/** The main menu as a visitor reads it, and where each entry leads. */
const menu = [
  ['Strategies', '/#strategies'],
  ['Network', '/#network'],
  ['Supply Chain Clearing House', '/supply-chain-clearing-house'],
  ['Products', '/products'],
  ['Videos', '/videos'],
  ['Industry Voice', '/industry-voice'],
  ['Partners', '/partners'],
  ['About', '/about'],
] as const

const missingPage = '/no-such-page'

/** Where each of the links leads, in order (read once they are there: after a web-first check of their names). */
const hrefsOf = (links: Locator) => links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))

/**
 * The header is an island that hydrates on the visitor's first interaction with it: reach for it as a visitor does (the
 * pointer over the logo), then wait until React has taken it over before using what needs JavaScript.
 */
async function headerReady(page: Page) {
  await page
    .getByRole('link', { name: `${site.brand} home` })
    .first()
    .hover()
  await page.waitForFunction(() => {
    const bar = document.querySelector('[data-island="NavBar"] > *')
    return !!bar && Object.keys(bar).some((k) => k.startsWith('__reactFiber'))
  })
}

/**
 * The home page's sections come from another part of the site. So that these tests do not depend on it,
 * tall sections with the ids the menu points at are added to the home page when it does not have them yet.
 */
async function withHomeSections(page: Page) {
  await page.route(
    (url) => url.pathname === '/' || url.pathname === '/index.html',
    async (route) => {
      const response = await route.fetch()
      let body = await response.text()
      const missing = ['strategies', 'network', 'contact'].filter((id) => !body.includes(`id="${id}"`))
      const sections = missing
        .map((id) => `<section id="${id}" style="min-height:1400px"><h2>Section ${id}</h2></section>`)
        .join('')
      body = body.replace('<main id="main" tabindex="-1">', `$&<div style="height:1200px"></div>${sections}`)
      await route.fulfill({ response, body })
    },
  )
}

/** A dropdown entry's chevron in the phone menu: the <summary> of that section's <details>. */
const sectionToggle = (page: Page, name: string) =>
  page.locator('#site-menu summary').filter({ hasText: `${name} menu` })

/** In the phone menu, a link each section shows once expanded (a name's start: the description follows it). */
const sectionLinks = {
  Products: products[1].title,
  Videos: videos[0].title,
  'Industry Voice': industryTopics[0]!.name,
  About: 'Leadership Team',
} as const
type SectionName = keyof typeof sectionLinks

/** The phone menu shows the eight entries, in order, and of the sections exactly those named. */
async function expectPhoneMenu(page: Page, expanded: readonly SectionName[] = []) {
  const panel = page.locator('#site-menu')
  await expect(panel).toBeVisible()
  const entries = panel.getByRole('list').first().locator(':scope > li > a')
  await expect(entries).toHaveText(menu.map(([name]) => name))
  expect(await hrefsOf(entries)).toEqual(menu.map(([, href]) => href))
  for (const [name, link] of Object.entries(sectionLinks)) {
    const shown = expanded.includes(name as SectionName)
    await expect(
      panel.getByRole('link', { name: link }).first(),
      `${name} ${shown ? 'expanded' : 'collapsed'}`,
    ).toBeVisible({
      visible: shown,
    })
  }
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
/** The visible list of menu entries (sub-menus closed). */
const menuList = (page: Page) => mainNav(page).getByRole('list').first()

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout')

  test('top bar, menu entries in order, logo, Get Started and skip link', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    for (const office of site.topBarOffices) await expect(header.getByText(office)).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )

    const links = menuList(page).getByRole('link')
    await expect(links).toHaveText(menu.map(([name]) => name))
    expect(await hrefsOf(links)).toEqual(menu.map(([, href]) => href))
    // Until the header is live, hover and focus open a sub-menu by CSS: its arrow claims no state it cannot know.
    const arrows = ['Products', 'Videos', 'Industry Voice', 'About'].map((name) =>
      mainNav(page).getByRole('button', { name: `${name} menu` }),
    )
    for (const arrow of arrows) await expect(arrow).not.toHaveAttribute('aria-expanded')
    await headerReady(page)
    for (const arrow of arrows) await expect(arrow).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('link', { name: `${site.brand} home` }).first()).toHaveAttribute('href', '/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/#contact',
    )

    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
  })

  test('dropdowns open on hover and show names and descriptions from the content', async ({ page }) => {
    await page.goto('/')
    await headerReady(page)

    await page.getByRole('link', { name: 'Products', exact: true }).hover()
    const productsPanel = page.locator('#nav-panel-products')
    await expect(productsPanel).toBeVisible()
    const productLinks = productsPanel.getByRole('link')
    await expect(productLinks).toHaveCount(products.length)
    for (const [i, p] of products.entries()) {
      await expect(productLinks.nth(i)).toHaveAttribute('href', p.link)
      await expect(productLinks.nth(i)).toContainText(p.title)
      // every product description here is longer than 60 characters: cut to 60 plus '...'
      await expect(productLinks.nth(i)).toContainText(`${p.desc.slice(0, 60)}...`)
      await expect(productLinks.nth(i)).not.toContainText(p.desc)
    }

    await page.getByRole('link', { name: 'Videos', exact: true }).hover()
    await expect(productsPanel).toBeHidden()
    const videoLinks = page.locator('#nav-panel-videos').getByRole('link')
    await expect(videoLinks).toHaveCount(videos.length)
    for (const [i, v] of videos.entries()) {
      await expect(videoLinks.nth(i)).toHaveAttribute('href', `/videos/${v.videoId}`)
      await expect(videoLinks.nth(i)).toContainText(v.title)
    }

    await page.mouse.move(640, 600)
    await expect(page.locator('#nav-panel-videos')).toBeHidden()
  })

  test('sub-menus work from the keyboard: Enter and Space toggle, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/')
    await headerReady(page)

    const voice = page.getByRole('button', { name: 'Industry Voice menu' })
    await voice.focus()
    await page.keyboard.press('Enter')
    await expect(voice).toHaveAttribute('aria-expanded', 'true')
    const topicLinks = page.locator('#nav-panel-industry-voice').getByRole('link')
    await expect(topicLinks).toHaveCount(industryTopics.length)
    await expect(topicLinks).toHaveText(industryTopics.map((t) => new RegExp(`^${t.name}`)))
    for (const [i, t] of industryTopics.entries())
      await expect(topicLinks.nth(i)).toHaveAttribute('href', `/industry-voice/${t.slug}`)

    await page.keyboard.press('Tab')
    await expect(topicLinks.first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(voice).toHaveAttribute('aria-expanded', 'false')
    await expect(topicLinks.first()).toBeHidden()
    await expect(voice).toBeFocused()

    const about = page.getByRole('button', { name: 'About menu' })
    await about.focus()
    await page.keyboard.press(' ')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    const aboutLinks = page.locator('#nav-panel-about').getByRole('link')
    await expect(aboutLinks).toHaveCount(aboutSections.length + 1)
    await expect(aboutLinks.first()).toHaveAttribute('href', '/about')
    for (const [i, s] of aboutSections.entries())
      await expect(aboutLinks.nth(i + 1)).toHaveAttribute('href', `/about/${s.slug}`)
    await page.keyboard.press(' ')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
  })

  test('a sub-menu the pointer opened closes with Escape while focus is elsewhere, and stays closed', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Products', exact: true }).hover()
    const panel = page.locator('#nav-panel-products')
    await expect(panel).toBeVisible()
    await expect(page.locator('[data-island="NavBar"]')).toHaveAttribute('data-hydrated', '')
    await expect(page.locator('body')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Products menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('clicking About itself goes to /about', async ({ page }) => {
    await page.goto('/')
    await headerReady(page)
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/about$/)
  })

  test('the header takes its scrolled style past 10 px and drops it back at the top', async ({ page }) => {
    await page.goto(missingPage)
    await headerReady(page)
    const bar = page.locator('[data-island="NavBar"] > *')
    await expect(bar).toHaveCSS('box-shadow', 'none')
    await page.mouse.wheel(0, 300)
    await expect(bar).not.toHaveCSS('box-shadow', 'none')
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeInViewport()
    await page.evaluate(() => window.scrollTo(0, 5))
    await expect(bar).toHaveCSS('box-shadow', 'none')
  })

  test('the menu bar shows from 1024 px, where its entries fit: no name on more than two lines, every arrow beside its name, no two entries touching, no gap before Get Started; narrower windows get the menu button', async ({
    page,
  }) => {
    for (const width of [960, 1024, 1100, 1180, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/privacy')
      if (width < 1024) {
        await expect(mainNav(page).getByRole('link', { name: 'Products', exact: true })).toBeHidden()
        await expect(menuButton(page)).toBeVisible()
        continue
      }
      await expect(menuButton(page)).toBeHidden()
      const entries = await menuBarEntries(page)
      expect(entries).toHaveLength(8)
      for (const [i, e] of entries.entries()) {
        expect(e.lines, `${width} px: ${e.name}'s lines`).toBeLessThanOrEqual(2)
        expect(e.arrowGap, `${width} px: space between ${e.name} and its arrow`).toBeLessThan(16)
        const before = entries[i - 1]
        if (before) expect(e.start - before.end, `${width} px: space before ${e.name}`).toBeGreaterThanOrEqual(6)
      }
      // The entries fill the row: they are not packed to the left with a hole before the pill.
      const pill = (await page.locator('.nav-cta').boundingBox())!
      expect(pill.x - entries.at(-1)!.end, `${width} px: space before Get Started`).toBeLessThanOrEqual(80)
    }
  })
})

test.describe('phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout')

  test('a half-parsed menu (an empty <details>, as the browser may paint it) moves nothing in the bar', async ({
    page,
  }) => {
    await page.goto('/')
    await headerReady(page)
    const cta = page.locator('.nav-cta')
    const before = await cta.boundingBox()
    await page.evaluate(() => {
      const details = document.querySelector('.mm-details')!
      details.replaceWith(details.cloneNode(false))
    })
    await expect(page.locator('.mm-details')).toBeHidden()
    expect(await cta.boundingBox()).toEqual(before)
    expect(await page.locator('.mm').boundingBox()).toMatchObject({ width: 44, height: 44 })
  })

  test('no top bar; the full-screen menu opens, expands sections on their own, traps focus and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByText(site.topBarOffices[0])).toBeHidden()
    await headerReady(page)

    const open = page.getByRole('button', { name: 'Open menu' })
    await open.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator('#site-menu')
    await expect(panel).toBeVisible()
    const top = panel.getByRole('link')
    for (const [i, [name]] of menu.entries()) await expect(top.nth(i)).toHaveText(name)
    expect((await hrefsOf(top)).slice(0, menu.length)).toEqual(menu.map(([, href]) => href))

    await expectPhoneMenu(page)
    await sectionToggle(page, 'Products').click()
    await expect(panel.getByRole('link', { name: /^Fr8lens App/ })).toContainText(`${products[1].desc.slice(0, 60)}...`)
    await sectionToggle(page, 'About').click()
    await expectPhoneMenu(page, ['Products', 'About'])
    await sectionToggle(page, 'Products').click()
    await expectPhoneMenu(page, ['About'])

    // Tab never leaves the open menu
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('nav'))).toBe(true)
    await expect(page.getByRole('link', { name: 'Skip to main content' })).not.toBeFocused()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(open).toBeFocused()
    await expect(open).toHaveAttribute('aria-expanded', 'false')
  })

  test('the first tap, before anything hydrated, opens the eight entries with every section collapsed; each section expands and collapses on its own; choosing an entry closes the menu; the next tap shows the same menu', async ({
    page,
  }) => {
    await withHomeSections(page)
    await page.goto('/')
    await menuButton(page).tap()
    await expectPhoneMenu(page)

    await sectionToggle(page, 'Products').tap()
    await expectPhoneMenu(page, ['Products'])
    await sectionToggle(page, 'Industry Voice').tap()
    await expectPhoneMenu(page, ['Products', 'Industry Voice'])
    await sectionToggle(page, 'Products').tap()
    await expectPhoneMenu(page, ['Industry Voice'])
    await sectionToggle(page, 'Videos').tap()
    await sectionToggle(page, 'About').tap()
    await expectPhoneMenu(page, ['Videos', 'Industry Voice', 'About'])

    await page.locator('#site-menu').getByRole('link', { name: 'Network', exact: true }).tap()
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect.poll(() => topOf(page, 'network'), often).toBe(80)

    // The header is live by now: the second tap shows the menu the first one did.
    await expect(page.locator('[data-island="NavBar"]')).toHaveAttribute('data-hydrated', '')
    await menuButton(page).tap()
    await expectPhoneMenu(page)
    await sectionToggle(page, 'About').tap()
    await expectPhoneMenu(page, ['About'])
    await page.locator('#site-menu').getByRole('link', { name: 'Partners', exact: true }).tap()
    await expect(page).toHaveURL(/\/partners$/)
    await expect(page.locator('#site-menu')).toBeHidden()
  })

  test('menu items stagger in 0.05 s apart, and not at all under reduced motion', async ({ page }) => {
    await page.goto('/')
    await headerReady(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const third = page
      .locator('#site-menu li')
      .filter({ has: page.getByRole('link', { name: 'Supply Chain Clearing House' }) })
    await expect(third).toHaveCSS('animation-delay', '0.1s')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(third).toHaveCSS('animation-name', 'none')
  })

  test('choosing a link closes the menu and scrolls to the section', async ({ page }) => {
    await withHomeSections(page)
    await page.goto('/')
    await headerReady(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.locator('#site-menu').getByRole('link', { name: 'Network', exact: true }).click()
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect.poll(() => topOf(page, 'network'), often).toBe(80)
    await expect(page).toHaveURL(/\/#network$/)
  })
})

test.describe('anchors', () => {
  test('on the home page, menu anchors and Get Started scroll smoothly to 80 px below the top', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the phone menu test covers anchors on the phone')
    await withHomeSections(page)
    await page.goto('/')
    await headerReady(page)
    await mainNav(page).getByRole('link', { name: 'Strategies' }).click()
    await expect.poll(() => topOf(page, 'strategies'), often).toBe(80)
    await expect(page).toHaveURL(/\/#strategies$/)
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click()
    await expect.poll(() => topOf(page, 'contact'), often).toBe(80)
  })

  test('every in-page link, first or fourth, by pointer or keyboard, scrolls smoothly straight to its section and lands it 80 px below the top', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the phone menu test covers anchors on the phone')
    await withHomeSections(page)
    await recordScrollRequests(page)
    // The trade news (the server's own) come only once the page has landed on the contact section: the ticker just
    // above it then grows by its height, as it did on a loaded machine after the section first reached 80 px.
    let releaseNews = () => {}
    const newsHeld = new Promise<void>((resolve) => (releaseNews = resolve))
    await page.route('**/api/trade-news', async (route) => {
      await newsHeld
      await route.continue()
    })
    await page.goto('/')
    const banner = page.getByRole('banner')
    const links = [
      [mainNav(page).getByRole('link', { name: 'Strategies' }), 'strategies', 'click'],
      [mainNav(page).getByRole('link', { name: 'Network', exact: true }), 'network', 'click'],
      [mainNav(page).getByRole('link', { name: 'Strategies' }), 'strategies', 'keyboard'],
      [banner.getByRole('link', { name: 'Get Started' }), 'contact', 'keyboard'],
      [mainNav(page).getByRole('link', { name: 'Network', exact: true }), 'network', 'click'],
    ] as const
    for (const [link, id, how] of links) {
      const from = await page.evaluate(() => window.scrollY)
      await takeScrollRequests(page)
      if (how === 'click') await link.click()
      else {
        await link.focus()
        await page.keyboard.press('Enter')
      }
      // Landed: the scroll has ended where it sent the page (a frame before, the section is a pixel further down).
      await expect.poll(() => topOf(page, id), often).toBe(80)
      await expect(page).toHaveURL(new RegExp(`/#${id}$`))
      if (id === 'contact') {
        // A widget above that grows once the page is there moves the page with it: the section is held 80 px below
        // the top.
        releaseNews()
        await expect(page.getByRole('region', { name: 'Trade news' })).toBeVisible()
        await expect.poll(() => topOf(page, id), often).toBe(80)
      }
      const to = await page.evaluate(() => window.scrollY)
      const asked = await takeScrollRequests(page)
      // Smooth: the page asks the browser for a smooth scroll. Straight: each place the page asks for lies on the way
      // from where it was to where the section ends, none past it and back (a section measured before it had faded
      // into its place sent the page 24 px too far, and the page came back to it).
      expect(asked[0]?.behavior, id).toBe('smooth')
      const places = [from, ...asked.map((r) => r.top), to]
      const onTheWay = places.toSorted((a, b) => (to >= from ? a - b : b - a))
      expect(places, `${id} from ${from} to ${to}`).toEqual(onTheWay)
    }
  })

  test('under reduced motion an in-page link jumps to its section, 80 px below the top', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the phone menu test covers anchors on the phone')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await withHomeSections(page)
    await recordScrollRequests(page)
    await page.goto('/')
    for (const [name, id] of [
      ['Network', 'network'],
      ['Strategies', 'strategies'],
    ] as const) {
      await takeScrollRequests(page)
      await mainNav(page).getByRole('link', { name, exact: true }).click()
      await expect.poll(() => topOf(page, id), often).toBe(80)
      const to = await page.evaluate(() => window.scrollY)
      // One step, no places between: the page asks for one instant scroll, straight to the section.
      expect(await takeScrollRequests(page)).toEqual([{ behavior: 'instant', top: to }])
    }
  })

  test('a hash link on another page goes to the home page section; the not-found page is served with 404', async ({
    page,
    isMobile,
  }) => {
    await withHomeSections(page)
    await page.clock.install()
    const response = await page.goto(missingPage)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await headerReady(page)

    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Network', exact: true }).click()
    await page.waitForURL(/\/#network$/)
    // The home page scrolls to the stored section a moment after it has loaded: that moment, at once.
    await page.clock.fastForward(STORED_SECTION_DELAY_MS)
    await expect.poll(() => topOf(page, 'network'), often).toBe(80)
    // the home page used the stored section and cleared it
    await expect.poll(() => page.evaluate((k) => sessionStorage.getItem(k), STORED_SECTION_KEY)).toBeNull()
  })

  test('the home page scrolls to a section another page stored, then clears it', async ({ page }) => {
    await withHomeSections(page)
    await page.clock.install()
    await page.goto(missingPage)
    await page.evaluate((k) => sessionStorage.setItem(k, 'contact'), STORED_SECTION_KEY)
    await page.goto('/')
    // It does so a moment after it has loaded: that moment, at once.
    await page.clock.fastForward(STORED_SECTION_DELAY_MS)
    await expect.poll(() => topOf(page, 'contact'), often).toBe(80)
    expect(await page.evaluate((k) => sessionStorage.getItem(k), STORED_SECTION_KEY)).toBeNull()
  })
})

test('the menu marks the page the visitor is on, and its section, by more than their colour: underlined, the others not', async ({
  page,
  isMobile,
}) => {
  await page.goto('/products/fr8lens')
  if (isMobile) await openMenu(page)
  const banner = page.getByRole('banner')
  const links = banner.getByRole('link').filter({ visible: true })
  // The section's entry is current ("true"); the page itself is the sub-menu's Fr8lens App ("page").
  const section = links.and(page.locator('[aria-current="true"]'))
  await expect(section).toHaveText('Products')
  await expect(section).toHaveCSS('text-decoration-line', 'underline')
  await expect(links.filter({ hasText: /^Videos$/ })).toHaveCSS('text-decoration-line', 'none')

  if (isMobile) await banner.locator('summary').filter({ hasText: 'Products menu' }).click()
  else await page.getByRole('button', { name: 'Products menu' }).click()
  const entries = banner.locator('.dd-link').filter({ visible: true })
  const current = entries.and(page.locator('[aria-current="page"]'))
  await expect(current).toHaveAccessibleName(/^Fr8lens App/)
  await expect(current.locator('.dd-name')).toHaveCSS('text-decoration-line', 'underline')
  await expect(entries.filter({ hasText: /^Digital Tower/ }).locator('.dd-name')).toHaveCSS(
    'text-decoration-line',
    'none',
  )
  await expect(links.and(page.locator('[aria-current]'))).toHaveCount(2)

  // A sub-menu lists pages: its entry for the section's own page (About Us, /about) is not current on a page below it.
  await page.goto('/about/vision')
  if (isMobile) {
    await openMenu(page)
    await banner.locator('summary').filter({ hasText: 'About menu' }).click()
  } else await page.getByRole('button', { name: 'About menu' }).click()
  await expect(entries.and(page.locator('[aria-current]'))).toHaveText(/^Vision/)
})

test('the footer links every page, three social networks and the copyright', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const hrefs = await footer
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  // Every link of content/navigation.ts's footer, in order (its list is pinned in content/navigation.test.ts); the home
  // page's anchors become absolute so that they work from any page.
  expect(hrefs).toEqual(footerNav.flatMap((c) => c.links.map((l) => (l.href.startsWith('#') ? `/${l.href}` : l.href))))
  const social = footer.getByRole('link', { name: /opens in a new tab/ })
  await expect(social).toHaveCount(3)
  for (const [i, s] of site.social.entries()) {
    const link = social.nth(i)
    await expect(link).toHaveAccessibleName(`${site.brand} on ${s.name} (opens in a new tab)`)
    await expect(link).toHaveAttribute('href', s.href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toBeVisible()
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.copyrightHolder}`)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every menu entry is a real link, and sub-menus still open', async ({ page, isMobile }) => {
    await page.goto('/')
    const entries = isMobile ? page.locator('#site-menu .mm-link') : menuList(page).getByRole('link')
    for (const [i, [name]] of menu.entries()) await expect(entries.nth(i)).toHaveText(name)
    expect((await hrefsOf(entries)).slice(0, menu.length)).toEqual(menu.map(([, href]) => href))
    if (isMobile) {
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
      // The same menu as with JavaScript: eight entries, sections collapsed, each a <details> of its own.
      await menuButton(page).tap()
      await expectPhoneMenu(page)
      await sectionToggle(page, 'Videos').tap()
      await expect(page.locator(`#site-menu a[href="/videos/${videos[0].videoId}"]`)).toBeVisible()
      await sectionToggle(page, 'About').tap()
      await expectPhoneMenu(page, ['Videos', 'About'])
      await sectionToggle(page, 'Videos').tap()
      await expectPhoneMenu(page, ['About'])
      await page
        .locator('#site-menu')
        .getByRole('link', { name: /^Our Web3Hub/ })
        .tap()
      await expect(page).toHaveURL(/\/about\/web3hub$/)
      await expect(page.locator('#site-menu')).toBeHidden()
    } else {
      await expect(page.getByRole('button', { name: 'Products menu' })).toBeHidden()
      await page.getByRole('link', { name: 'Products', exact: true }).hover()
      await expect(page.locator('#nav-panel-products').getByRole('link')).toHaveCount(products.length)
    }
  })
})
