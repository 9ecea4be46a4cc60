import { expect, test, type Locator, type Page } from '@playwright/test'
import { partners } from '../content/partners'
import { aboutIndex } from '../content/aboutIndex'
import { industryVoice } from '../content/industryVoice'
import { productsIndex } from '../content/products'
import { peopleIn } from '../content/people'

const main = (page: Page) => page.getByRole('main')

declare global {
  interface Window {
    /** True when what the page draws at the middle of `el` is the nav named `name`, fixed over it (coverChecks). */
    navOver: (el: Element, name: string) => boolean
  }
}

/** Gives the page window.navOver, for each check made in the page to use the same test. */
const coverChecks = (page: Page) =>
  page.addInitScript(() => {
    window.navOver = (el, name) => {
      const box = el.getBoundingClientRect()
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      const nav = top?.closest(`nav[aria-label="${name}"]`)
      return nav != null && !nav.contains(el)
    }
  })

/** Opens `path` and checks the page's title in the browser tab ('<title> | E THE REAL') and as its one h1. */
async function openPage(page: Page, path: string, title: string) {
  await page.goto(path)
  await expect(page).toHaveTitle(`${title} | E THE REAL`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

/** Each link, found in `scope` by its name (one only), points where the table says. */
async function expectLinks(scope: Page | Locator, hrefs: Record<string, string>) {
  for (const [name, href] of Object.entries(hrefs))
    await expect(scope.getByRole('link', { name })).toHaveAttribute('href', href)
}

test.describe('products', () => {
  test('/products shows the three product cards and a way to ask for a custom solution', async ({ page }) => {
    await openPage(page, '/products', 'Our Products')
    for (const [name, href] of [
      ['Digital Product Passport', '/products/digital-product-passport'],
      ['Fr8lens App', '/products/fr8lens'],
      ['Digital Tower', '/products/digital-tower'],
    ] as const) {
      await expect(main(page).getByRole('heading', { level: 2, name })).toBeVisible()
      await expect(main(page).getByRole('link', { name: `Learn more about ${name}` })).toHaveAttribute('href', href)
    }
    await expect(main(page).getByRole('link', { name: 'Contact us for a custom solution' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  test('Digital Product Passport: every section, both downloads, demo and consultation, cross-links, floating buttons', async ({
    page,
  }) => {
    await page.goto('/products/digital-product-passport')
    await expect(page).toHaveTitle('Digital Product Passport | E THE REAL')
    for (const h of [
      'What is a Digital Product Passport?',
      'Key features',
      'Business advantages',
      'Scope of a passport',
      'Explore our other products',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeAttached()
    }
    await expectLinks(page, {
      'Download Whitepaper': '/downloads/ethereal-whitepaper.pdf',
      'Download Technical Specs': '/downloads/ethereal-whitepaper.pdf',
      'Request Demo': '/contact',
      'Request Consultation': '/contact',
      'Explore Fr8lens App': '/products/fr8lens',
      'Explore Digital Tower': '/products/digital-tower',
    })
    const quick = page.getByRole('navigation', { name: 'Quick links' })
    await expect(quick.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(quick.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/#products')
    await expect(quick).toBeInViewport()
  })

  test('the floating buttons stay hidden while the page below them is still arriving, so Home never slides aside', async ({
    page,
  }) => {
    await page.goto('/products/fr8lens')
    const quick = page.getByRole('navigation', { name: 'Quick links' })
    await expect(quick).toBeVisible()
    // What the parser has built when it stops after the first button: the nav, one link, nothing after it yet.
    await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Quick links"]')!
      const partial = nav.cloneNode(false) as HTMLElement
      partial.setAttribute('aria-label', 'Half-parsed quick links')
      partial.append(nav.querySelector('a')!.cloneNode(true))
      document.querySelector('main')!.append(partial)
    })
    await expect(page.getByRole('navigation', { name: 'Half-parsed quick links', includeHidden: true })).toBeHidden()
    await expect(quick).toBeVisible()
  })

  for (const [path, label] of [
    ['/products/fr8lens', productsIndex.quickLinks.label],
    ['/industry-voice/all', industryVoice.category.linksLabel],
  ] as const)
    test(`${path}: the floating buttons cover no link, at the page's end (the footer's social links) or where keyboard focus takes the page`, async ({
      page,
    }) => {
      await coverChecks(page)
      await page.goto(path)
      await expect(page.getByRole('navigation', { name: label })).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const footerLinks = page.getByRole('contentinfo').getByRole('link')
      expect(await footerLinks.count()).toBeGreaterThan(10)
      const coveredInFooter = await footerLinks.evaluateAll(
        (links, name) => links.filter((a) => window.navOver(a, name)).map((a) => a.innerHTML),
        label,
      )
      expect(coveredInFooter).toEqual([])

      // Every stop of the keyboard, from the page's first one round to it again: where focus takes the page, is what
      // has focus drawn under the buttons?
      await page.evaluate(() => window.scrollTo(0, 0))
      const covered: string[] = []
      let stops = 0
      for (; stops < 500; stops++) {
        await page.keyboard.press('Tab')
        const stop = await page.evaluate((name) => {
          const el = document.activeElement
          if (!el || el === document.body) return undefined
          const first = ((window as unknown as { firstStop?: Element }).firstStop ??= el)
          return { again: first === el, covered: window.navOver(el, name) ? el.outerHTML.slice(0, 120) : '' }
        }, label)
        if (stops > 0 && stop?.again) break
        if (stop?.covered) covered.push(stop.covered)
      }
      expect(stops, 'the keyboard came round to the first stop again').toBeLessThan(500)
      expect(covered).toEqual([])
    })

  test('Fr8lens: View Capabilities jumps to #capabilities; benefits, claims, stats and brochure', async ({ page }) => {
    await page.goto('/products/fr8lens')
    await expect(page.getByRole('link', { name: 'Download Brochure' }).first()).toHaveAttribute(
      'href',
      '/downloads/fr8lens-brochure.pdf',
    )
    await page.getByRole('link', { name: 'View Capabilities' }).click()
    await expect(page).toHaveURL(/#capabilities$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Capabilities' })).toBeInViewport()
    await expect(page.locator('#capabilities').getByRole('heading', { level: 3 })).toHaveCount(4)
    for (const who of ['trucking', 'warehouses', 'manufacturing']) {
      await expect(page.getByRole('link', { name: `Talk to us about ${who}` })).toHaveAttribute('href', '/contact')
    }
    await expect(main(page)).toContainText('35% fewer documentation errors')
    await expect(main(page)).toContainText('under 90 days')
    for (const stat of ['40%+', '18%', '3000+', '24/7'])
      await expect(main(page).getByText(stat, { exact: true })).toBeAttached()
    await expect(page.getByRole('list', { name: 'Partners in the Fr8lens network' }).getByRole('listitem')).toHaveCount(
      6,
    )
    await expectLinks(page, {
      'Explore Digital Tower': '/products/digital-tower',
      'Explore Digital Product Passport': '/products/digital-product-passport',
    })
  })

  test('Digital Tower: four feature anchors with Top links, carrier claims, whitepaper and cross-links', async ({
    page,
  }) => {
    await page.goto('/products/digital-tower')
    for (const [id, name] of [
      ['smart-quote', 'Smart Quote & Book'],
      ['track-trace', 'Real-Time Track & Trace'],
      ['warehouse-actions', 'Warehouse Actions'],
      ['smart-calendar', 'Smart Calendar'],
    ]) {
      await expect(page.locator(`#${id}`).getByRole('heading', { level: 2, name })).toBeAttached()
      await expect(page.locator(`#${id}`).getByRole('link', { name: 'Top' })).toHaveAttribute('href', '#top')
      await expect(page.getByRole('link', { name: `Go to ${name}` })).toHaveAttribute('href', `#${id}`)
    }
    await page.getByRole('link', { name: 'Go to Smart Calendar' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Smart Calendar' })).toBeInViewport()
    await page.locator('#smart-calendar').getByRole('link', { name: 'Top' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Digital Tower' })).toBeInViewport()
    await expect(main(page)).toContainText('top 4-5 bidders')
    for (const stat of ['140+', '70+', '60%']) await expect(main(page).getByText(stat, { exact: true })).toBeAttached()
    await expect(page.getByRole('link', { name: 'Download Whitepaper' }).first()).toHaveAttribute(
      'href',
      '/downloads/ethereal-whitepaper.pdf',
    )
    await expect(page.getByRole('link', { name: 'Explore Fr8lens App' })).toHaveAttribute('href', '/products/fr8lens')
    await expect(
      page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Products' }),
    ).toHaveAttribute('href', '/#products')
  })
})

test.describe('sections fade in on scroll', () => {
  test('a section below the fold fades in once it scrolls into view', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/products/fr8lens')
    const results = page.locator('#results')
    await expect(page.locator('html')).toHaveClass(/reveal-on/)
    await expect(results).toHaveCSS('opacity', '0')
    await results.scrollIntoViewIfNeeded()
    await expect(results).toHaveCSS('opacity', '1')
  })

  test('a section already on screen when the page opens is shown at once, not faded', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/products/fr8lens')
    await expect(page.locator('html')).toHaveClass(/reveal-on/)
    // Read straight after load: a fading section would still be part-transparent (low-contrast text for axe).
    const opacity = await page.locator('#capabilities').evaluate((el) => getComputedStyle(el).opacity)
    expect(opacity).toBe('1')
    // The section is the one #capabilities: its heading links to it rather than repeating (or renaming) the id.
    await expect(page.locator('[id="capabilities"]')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'Capabilities', level: 2 }).getByRole('link')).toHaveAttribute(
      'href',
      '#capabilities',
    )
  })

  test('nothing moves for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/products/fr8lens')
    await expect(page.locator('html')).not.toHaveClass(/reveal-on/)
    await expect(page.locator('#results')).toHaveCSS('opacity', '1')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('every section of a product page is visible', async ({ page }) => {
    await page.goto('/products/digital-tower')
    await page.locator('section#smart-calendar').scrollIntoViewIfNeeded()
    await expect(page.locator('section#smart-calendar')).toHaveCSS('opacity', '1')
    await expect(page.getByRole('heading', { level: 2, name: 'Smart Calendar' })).toBeVisible()
  })
})

test.describe('clearing house and ecosystem partners', () => {
  test('/supply-chain-clearing-house explains the network and offers a demo', async ({ page }) => {
    await openPage(page, '/supply-chain-clearing-house', 'Supply Chain Clearing House')
    await expect(main(page)).toContainText('decentralized Web3 data-exchange network')
    await expect(page.getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/contact')
  })

  test('/ecosystem-partners shows six categories and three working buttons', async ({ page }) => {
    await page.goto('/ecosystem-partners')
    await expect(page.getByRole('heading', { level: 1, name: 'Ecosystem Partners' })).toBeVisible()
    const categories = page.locator('#partner-categories ~ div').first().getByRole('heading', { level: 3 })
    await expect(categories).toHaveCount(6)
    await expectLinks(page, {
      'Become a Partner': 'mailto:partnerships@ethereal.io?subject=Become%20a%20Partner',
      'Partner Application': 'mailto:partnerships@ethereal.io?subject=Partner%20Application',
    })
    await expect(page.getByRole('link', { name: 'Download Partner Guide' }).first()).toHaveAttribute(
      'href',
      '/downloads/partner-guide.pdf',
    )
  })
})

test.describe('about', () => {
  test('/about shows six cards with counts from the data and a leadership preview of three', async ({ page }) => {
    await page.goto('/about')
    const cards = main(page).getByRole('list').first().getByRole('link')
    await expect(cards).toHaveCount(6)
    for (const [name, href, count] of [
      ['Vision', '/about/vision', '1 item'],
      ['Mission', '/about/mission', '1 item'],
      [
        'Leadership Team',
        '/about/leadership-team',
        aboutIndex.itemLabel(peopleIn('core').length + peopleIn('extended').length),
      ],
      ['Advisory Board', '/about/advisory-board', aboutIndex.itemLabel(peopleIn('advisory').length)],
      ['Our Headquarters', '/about/our-headquarters', '1 item'],
      ['Our Web3Hub', '/about/web3hub', '1 item'],
    ] as const) {
      const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) })
      await expect(card).toHaveAttribute('href', href)
      await expect(card).toContainText(count)
    }
    const preview = page.getByRole('region', { name: 'Leadership' })
    await expect(preview.getByRole('heading', { level: 3 })).toHaveCount(3)
    for (const role of ['CEO and Co-founder', 'Chief Sales Officer', 'COO'])
      await expect(preview.getByText(role, { exact: true })).toBeVisible()
    await expect(preview.getByRole('link', { name: 'Meet the full leadership team' })).toHaveAttribute(
      'href',
      '/about/leadership-team',
    )
  })

  const categories: [string, string, string[]][] = [
    [
      'vision',
      'Vision',
      [
        'CEO and Co-founder',
        'over 16 patents',
        '1,000 logistics and supply-chain companies become sustainable by 2035',
      ],
    ],
    ['mission', 'Mission', ['Efficiency', 'Transparency', 'Sustainability', 'Five ways we fulfil our mission']],
    ['leadership-team', 'Leadership Team', ['Core team', 'Extended team', 'Chief Sales Officer']],
    ['advisory-board', 'Advisory Board', ['Advisor, Trade Compliance']],
    ['partners', 'Partners', ['JV Partner', 'Solution Partners', 'Data Partners', 'Associate / Affiliated Partners']],
    [
      'our-headquarters',
      'Our Headquarters',
      ['Global Headquarters', 'Washington DC', 'California', 'London', 'Winnipeg', 'Kuala Lumpur'],
    ],
    [
      'our-web3hub',
      'Our Web3Hub',
      [
        'Talent Hub',
        'Real-World Collaboration',
        'Trade Optimization',
        'Scalable Innovation',
        'info@ethereal.io',
        'partnerships@ethereal.io',
      ],
    ],
    ['web3hub', 'Our Web3Hub', ['Cork']],
    [
      'cork-ireland',
      'Cork, Ireland',
      ['up to 40% lower', '35,000 students', '12.5% corporate tax', '450 million EU consumers', '6,000+ staff'],
    ],
  ]
  for (const [slug, title, texts] of categories) {
    test(`/about/${slug} has its title, icon, text and a Back to About button that covers none of it`, async ({
      page,
      isMobile,
    }) => {
      await openPage(page, `/about/${slug}`, title)
      await expect(page.locator('#top svg').first()).toBeVisible()
      for (const t of texts) await expect(main(page)).toContainText(t)
      const back = page.getByRole('link', { name: 'Back to About' })
      await expect(back).toHaveAttribute('href', '/about')
      // As the page opens, the button sits below the whole header (top bar included), never over it.
      const header = (await page.getByRole('banner').boundingBox())!
      const box = (await back.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
      if (isMobile) {
        // On a phone it would float over the text: it heads the title block instead, above the title.
        await expect(back).toHaveCSS('position', 'static')
        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
        expect(box.y + box.height).toBeLessThanOrEqual(heading.y)
      } else {
        await expect(back).toHaveCSS('position', 'fixed')
        await page.mouse.wheel(0, 1500)
        await expect(back).toBeInViewport()
      }
    })
  }

  test('the mission lists five ways and the partners page counts every group from the data', async ({ page }) => {
    await page.goto('/about/mission')
    await expect(main(page).locator('ol').last().getByRole('listitem')).toHaveCount(5)
    await page.goto('/about/partners')
    const inGroup = (group: string) => partners.filter((p) => p.group === group).length
    await expect(page.getByRole('heading', { name: `JV Partner (${inGroup('jv')})` })).toBeVisible()
    await expect(page.getByRole('heading', { name: `Solution Partners (${inGroup('supply')})` })).toBeVisible()
    await expect(page.getByRole('heading', { name: `Data Partners (${inGroup('data')})` })).toBeVisible()
  })

  // A list of cards (offices, people, steps) is a component's layout, not prose: it starts where its heading starts
  // and may use the article's whole width, while a list written in the text keeps its indent.
  const cardLists: [string, string, string][] = [
    ['/about/our-headquarters', 'Our offices', 'Global Headquarters'],
    ['/about/leadership-team', 'Core team', 'Aidan Moriarty'],
    ['/careers', 'Our process', 'Application'],
  ]
  for (const [path, heading, first] of cardLists) {
    test(`${path}: the cards under “${heading}” line up with the heading`, async ({ page }) => {
      await page.goto(path)
      const title = (await main(page).getByRole('heading', { name: heading }).boundingBox())!
      const card = (await main(page).getByRole('listitem').filter({ hasText: first }).first().boundingBox())!
      expect(Math.abs(card.x - title.x)).toBeLessThanOrEqual(1)
    })
  }

  const wideLists: [string, string, string][] = [
    ['/about/leadership-team', 'Aidan Moriarty', 'E THE REAL is led by people'],
    ['/products/digital-product-passport', 'Raw materials', 'A passport follows the product'],
  ]
  for (const [path, first, text] of wideLists) {
    test(`${path}: a list of cards may be wider than the text above it`, async ({ page, isMobile }) => {
      test.skip(isMobile, "a phone's column is narrower than the reading measure")
      await page.goto(path)
      const cards = (await main(page).getByRole('list').filter({ hasText: first }).boundingBox())!
      const paragraph = (await main(page).getByText(text).boundingBox())!
      expect(cards.width).toBeGreaterThan(paragraph.width + 100)
    })
  }

  test('a list in the text keeps its indent', async ({ page }) => {
    await page.goto('/about/mission')
    const way = (await main(page).locator('ol').last().getByRole('listitem').first().boundingBox())!
    const heading = (await main(page).getByRole('heading', { name: 'Five ways we fulfil our mission' }).boundingBox())!
    expect(way.x).toBeGreaterThan(heading.x + 10)
  })

  test('an unknown category answers 404 with Category Not Found and a way back', async ({ page }) => {
    const response = await page.goto('/about/not-a-category')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible()
    await expect(main(page)).toContainText(
      'The requested category could not be found. Please return to the main About page.',
    )
    await page.getByRole('link', { name: 'Back to About' }).click()
    await expect(page).toHaveURL(/\/about$/)
  })
})

test.describe('legal pages', () => {
  test('privacy policy: title, dates, ages and windows from frontmatter, JSON-LD', async ({ page }) => {
    await openPage(page, '/privacy', 'Privacy Policy')
    await expect(main(page)).toContainText('Effective 01.04.2025')
    await expect(main(page)).toContainText('Last updated 01.04.2024')
    await expect(main(page)).toContainText('not intended for children under 13')
    await expect(main(page)).toContainText(
      "within 3 years of the person's last interaction with the Services, or within 30 days after the person withdraws consent",
    )
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible()
    await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute('content', '2024-04-01')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const ld = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'Article')
    expect(ld).toMatchObject({ '@type': 'Article', headline: 'Privacy Policy', dateModified: '2024-04-01' })
  })

  test(
    'terms: 18 or older, 30 days to opt out of arbitration, effective 01.01.2024',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/terms')
      await expect(page).toHaveTitle('Terms of Service | E THE REAL')
      await expect(main(page)).toContainText('Effective 01.01.2024')
      await expect(main(page)).toContainText('18 years of age or older')
      await expect(main(page)).toContainText('within 30 days of first accepting these terms')
    },
  )

  test(
    'cookie policy: last updated 01.01.2024, links to /privacy, says what the site stores',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/cookies')
      await expect(page).toHaveTitle('Cookie Policy | E THE REAL')
      await expect(main(page)).toContainText('Last updated 01.01.2024')
      await expect(main(page).getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy')
      await expect(main(page)).toContainText('This website sets no cookies')
      await expect(main(page)).toContainText('session storage')
    },
  )
})

test.describe('careers and blog', () => {
  test('/careers lists open roles and how to apply', async ({ page }) => {
    await page.goto('/careers')
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Open roles' })).toBeVisible()
    await expect(main(page).getByRole('table').getByRole('row')).toHaveCount(6)
    await expect(main(page).getByRole('link', { name: 'info@ethereal.io' })).toHaveAttribute(
      'href',
      /^mailto:info@ethereal\.io/,
    )
  })

  test('/blog lists articles newest first with date and reading time, without drafts; an article page and the feed', async ({
    page,
    request,
  }) => {
    await page.goto('/blog')
    const articles = main(page).getByRole('article')
    await expect(articles).toHaveCount(3)
    await expect(articles.getByRole('heading', { level: 2 })).toHaveText([
      'Getting Ready for Digital Product Passports',
      'How AI Shortlists the Top 4-5 Bidders in Smart Quote & Book',
      'Why Fr8lens Issues Shipment Passports as NFTs',
    ])
    await expect(articles.first()).toContainText('8 April 2025')
    await expect(articles.first()).toContainText(/\d+ min read/)
    await expect(main(page)).not.toContainText('Introducing the Supply Chain Clearing House')
    // Three articles are one page of the list: no way to other pages, and none at /blog/page/2.
    await expect(main(page).getByRole('navigation', { name: 'Pages of the blog' })).toHaveCount(0)
    expect((await request.get('/blog/page/2')).status()).toBe(404)
    // Page 1 is /blog: a visitor who types /blog/page/1 is sent there, the query kept.
    const firstPage = await request.get('/blog/page/1?ref=typed', { maxRedirects: 0 })
    expect(firstPage.status()).toBe(301)
    expect(firstPage.headers().location).toBe('/blog?ref=typed')
    await articles.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/blog\/digital-product-passport-regulation$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Getting Ready for Digital Product Passports' }),
    ).toBeVisible()
    await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute('content', '2025-04-08')
    await expect(page.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog')
    const draft = await request.get('/blog/clearing-house-launch')
    expect(draft.status()).toBe(404)
    const feed = await request.get('/blog/feed.xml')
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toMatch(/xml/)
    const xml = await feed.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml.indexOf('Getting Ready')).toBeLessThan(xml.indexOf('Why Fr8lens'))
  })
})

test('downloads are real PDFs', { tag: '@any-width' }, async ({ request }) => {
  for (const file of ['ethereal-whitepaper.pdf', 'fr8lens-brochure.pdf', 'partner-guide.pdf']) {
    const res = await request.get(`/downloads/${file}`)
    expect(res.status(), file).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  }
})

test('the Cork article starts at the top even after scrolling and reloading', async ({ page }) => {
  await page.goto('/about/cork-ireland')
  await page.mouse.wheel(0, 1200)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Cork, Ireland' })).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('a section heading links to itself, and a screen reader hears only its words', async ({ page }) => {
  await page.goto('/about/our-headquarters')
  const heading = main(page).getByRole('heading', { level: 2, name: 'Our offices', exact: true })
  await expect(heading).toBeVisible()
  const link = heading.getByRole('link', { name: 'Our offices', exact: true })
  await expect(link).toHaveAttribute('href', '#our-offices')
  // The “#” a pointer or keyboard focus shows beside it is decoration.
  await link.focus()
  await expect.poll(() => link.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"#" / ""')
  await expect.poll(() => link.evaluate((el) => getComputedStyle(el, '::after').opacity)).toBe('1')
})
