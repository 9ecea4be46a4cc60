import { expect, type Page, type Request } from '@playwright/test'
import { contactForm } from '../content/contactForm'
import { site } from '../content/site'
import { test } from './islands'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'Please show us the Digital Tower.',
}

async function openForm(page: Page) {
  await page.route('**/api/trade-news', (r) => r.fulfill({ json: [] }))
  await page.goto('/#contact')
  const form = page.locator('#contact form')
  // The visitor reaches for the form (it stays HTML until then), and it goes live: the island sets the browser-only
  // idempotency key (it waits for the first paint, which takes more than the default 5 s on a loaded machine).
  await form.getByLabel('Full name').focus()
  await expect(form.locator('input[name="idempotencyKey"]')).toHaveValue(/^[0-9a-f-]{36}$/, { timeout: 30_000 })
  return form
}

async function fill(page: Page, values: typeof valid) {
  await page.getByLabel('Full name').fill(values.name)
  await page.getByLabel('Work e-mail').fill(values.email)
  await page.getByLabel('Company').fill(values.company)
  await page.getByLabel('Message').fill(values.message)
}

/** Answers every contact post with 201 and counts them; returns the count so far. */
async function countPosts(page: Page) {
  let posts = 0
  await page.route('**/api/contact', (r) => {
    posts++
    return r.fulfill({ status: 201, json: { id: 1, message: 'ok' } })
  })
  return () => posts
}

test('each invalid field shows its message next to it and nothing is sent', { tag: '@any-width' }, async ({ page }) => {
  const posts = await countPosts(page)
  const form = await openForm(page)
  for (const label of ['Full name', 'Work e-mail', 'Company', 'Message'])
    await expect(page.getByLabel(label)).toHaveValue('')
  await expect(page.getByLabel('Message')).toHaveAttribute('rows', '4')

  await form.getByRole('button', { name: 'Send Message' }).click()
  const expected = {
    'Full name': 'Name must be at least 2 characters.',
    'Work e-mail': 'Please enter a valid email address.',
    Company: 'Company must be at least 2 characters.',
    Message: 'Message must be at least 10 characters.',
  }
  for (const [label, message] of Object.entries(expected)) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(message)
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
  }
  await expect(page.getByLabel('Full name')).toBeFocused()

  // Fixing fields one by one clears their messages; a bad e-mail alone is still refused.
  await fill(page, { ...valid, email: 'ada-at-example' })
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByLabel('Work e-mail')).toHaveAccessibleDescription('Please enter a valid email address.')
  await expect(page.getByLabel('Work e-mail')).toBeFocused()
  await fill(page, { ...valid, name: 'A', message: 'too short' })
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Name must be at least 2 characters.')
  await expect(page.getByLabel('Message')).toHaveAccessibleDescription('Message must be at least 10 characters.')
  expect(posts()).toBe(0)
})

test(
  'a valid message is sent as JSON, the button says sending, then the form resets and a toast thanks the visitor',
  { tag: '@any-width' },
  async ({ page }) => {
    const bodies: Record<string, unknown>[] = []
    let release!: () => void
    const gate = new Promise<void>((r) => {
      release = r
    })
    await page.route('**/api/contact', async (route) => {
      const req: Request = route.request()
      expect(req.method()).toBe('POST')
      expect(req.headers()['content-type']).toBe('application/json')
      bodies.push(req.postDataJSON())
      if (bodies.length === 1) await gate
      await route.fulfill({ status: 201, json: { id: bodies.length, message: 'Message received' } })
    })
    const form = await openForm(page)
    await fill(page, valid)
    await form.getByRole('button', { name: 'Send Message' }).click()
    const sending = form.getByRole('button', { name: 'Sending…' })
    await expect(sending).toBeDisabled()
    release()

    const toast = page.getByRole('status').filter({ hasText: `Message sent to ${site.email}!` })
    await expect(toast).toContainText('Thank you for your message. Our team will get back to you soon.')
    for (const label of ['Full name', 'Work e-mail', 'Company', 'Message'])
      await expect(page.getByLabel(label)).toHaveValue('')
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()

    const first = bodies[0] ?? {}
    expect(first).toMatchObject({ ...valid, website: '' })
    expect(first.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    // How long the visitor took, on the browser's own clock; never a time of day for the server to subtract from its own.
    expect(first.fillMs).toEqual(expect.any(Number))
    expect(first.fillMs).toBeGreaterThan(0)
    expect(first).not.toHaveProperty('startedAt')

    // A second message gets a new idempotency key; its toast replaces the first one.
    await fill(page, { ...valid, name: 'Grace Hopper' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => bodies.length).toBe(2)
    expect(bodies[1]?.idempotencyKey).not.toBe(first.idempotencyKey)
    await expect(page.getByText(`Message sent to ${site.email}!`)).toHaveCount(1)

    // The close button dismisses the toast.
    await page.getByRole('button', { name: 'Close notification' }).click()
    await expect(page.getByText(`Message sent to ${site.email}!`)).toHaveCount(0)
  },
)

/**
 * The form as a visitor meets it: filled at once, before it is live (what is typed meanwhile is handed to it). Send is
 * pressed once it is live: before that, Send is a plain form post (tests/contact-api.spec.ts covers that answer).
 */
async function fillAsVisitor(page: Page) {
  await page.route('**/api/trade-news', (r) => r.fulfill({ json: [] }))
  await page.goto('/#contact')
  await fill(page, valid)
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 })
  return page.locator('#contact form')
}

test('when the network fails: the reason shows next to Send and stays, focus stays on Send, and the toast waits while read', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.clock.install()
  await page.route('**/api/contact', (r) => r.abort('internetdisconnected'))
  const form = await fillAsVisitor(page)
  const send = form.getByRole('button', { name: 'Send Message' })
  await send.focus()
  await page.keyboard.press('Enter')

  const alert = form.getByRole('alert')
  await expect(alert).toHaveText(`Please try again later or email us directly at ${site.email}`)
  // Where the visitor is looking: right above Send, on the screen with it (a phone's too), not at the top of the form.
  await expect(alert).toBeInViewport({ ratio: 1 })
  const [alertBox, sendBox] = [(await alert.boundingBox())!, (await send.boundingBox())!]
  expect(sendBox.y - (alertBox.y + alertBox.height)).toBeGreaterThanOrEqual(0)
  expect(sendBox.y - (alertBox.y + alertBox.height)).toBeLessThan(48)
  await expect(send).toBeFocused()
  await expect(send).toBeEnabled()
  const toast = page.getByRole('status').filter({ hasText: 'Error sending message' })
  await expect(toast).toContainText(`Please try again later or email us directly at ${site.email}`)
  await expect.poll(() => errors.join('\n')).toContain('Failed to send message')
  // The toast covers neither Send nor the reason above it: it comes in at the top.
  const toastBox = (await toast.boundingBox())!
  for (const box of [sendBox, alertBox]) expect(overlap(toastBox, box)).toBe(false)

  // Under the pointer, the toast stays as long as the visitor reads it; so it does while focus is on it.
  await toast.getByText('Error sending message').hover()
  await page.clock.fastForward(20_000)
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Close notification' }).focus()
  await page.mouse.move(0, 0)
  await page.clock.fastForward(20_000)
  await expect(toast).toBeVisible()
  // Left alone, it goes after 5 s; the reason in the form stays, and so do the values.
  await send.focus()
  await page.clock.fastForward(5000)
  await expect(toast).toHaveCount(0)
  await page.clock.fastForward(60_000)
  await expect(alert).toHaveText(`Please try again later or email us directly at ${site.email}`)
  await expect(page.getByLabel('Full name')).toHaveValue(valid.name)
  await expect(page.getByLabel('Message')).toHaveValue(valid.message)
})

// What each kind of failed answer may say: tests/contact-failure.spec.ts, with real servers.
test(
  'a server that answers with a reason: the reason in the form, the values kept',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.route('**/api/contact', (r) =>
      r.fulfill({ status: 429, json: { message: 'Too many messages from your address.', errors: {} } }),
    )
    const form = await fillAsVisitor(page)
    const send = form.getByRole('button', { name: 'Send Message' })
    await send.click()
    await expect(form.getByRole('alert')).toHaveText('Too many messages from your address.')
    await expect(send).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'Error sending message' })).toContainText(
      `Please try again later or email us directly at ${site.email}`,
    )
    await expect(page.getByLabel('Company')).toHaveValue(valid.company)
    // The next send clears the old reason; a success leaves none.
    await page.unroute('**/api/contact')
    await page.route('**/api/contact', (r) => r.fulfill({ status: 201, json: { id: 1, message: 'ok' } }))
    await send.click()
    await expect(page.getByText(`Message sent to ${site.email}!`)).toBeVisible()
    await expect(form.locator('[data-error-for="form"]')).toHaveText('')
  },
)

test(
  'a server that never answers: given up after 15 s and said so, focus kept',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.clock.install()
    // The request arrives and hangs: no answer, no error.
    await page.route('**/api/contact', () => undefined)
    const form = await fillAsVisitor(page)
    await form.getByRole('button', { name: 'Send Message' }).focus()
    await page.keyboard.press('Enter')
    const sending = form.getByRole('button', { name: 'Sending…' })
    await expect(sending).toBeFocused()
    await expect(form.locator('[data-error-for="form"]')).toHaveText('')
    await page.clock.fastForward(15_000)
    await expect(form.getByRole('alert')).toHaveText(contactForm.timedOut)
    expect(contactForm.timedOut).toContain('did not answer within 15 seconds')
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused()
    await expect(page.getByLabel('Message')).toHaveValue(valid.message)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  },
)

test(
  'after a failure the same text is retried with the same key, and an edited text gets a new one',
  { tag: '@any-width' },
  async ({ page }) => {
    const bodies: Record<string, unknown>[] = []
    await page.route('**/api/contact', (r) => {
      bodies.push(r.request().postDataJSON())
      return bodies.length < 3
        ? r.fulfill({ status: 503, json: { message: 'Your message could not be saved right now.' } })
        : r.fulfill({ status: 201, json: { id: 1, message: 'ok' } })
    })
    const form = await openForm(page)
    await fill(page, valid)
    const send = form.getByRole('button', { name: 'Send Message' })
    await send.click()
    await expect(page.getByText('Error sending message')).toBeVisible()
    await expect(send).toBeEnabled()
    await send.click()
    await expect.poll(() => bodies.length).toBe(2)
    await expect(send).toBeEnabled()
    // A retry of the very same message: the server may answer it with the first id, never store it twice.
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey)

    await page.getByLabel('Message').fill(`${valid.message} And the Fr8lens app, please.`)
    await send.click()
    await expect(page.getByText(`Message sent to ${site.email}!`)).toBeVisible()
    // An edited message is a new message: its key is new, so the server never answers it with the old id.
    expect(bodies[2]!.idempotencyKey).not.toBe(bodies[0]!.idempotencyKey)
    expect(bodies[2]!.message).toBe(`${valid.message} And the Fr8lens app, please.`)
  },
)

test(
  'a control character pasted into the name is refused next to the field and nothing is sent',
  { tag: '@any-width' },
  async ({ page }) => {
    const posts = await countPosts(page)
    const form = await openForm(page)
    await fill(page, { ...valid, name: 'Ada\u202eLovelace' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(
      'Name must not contain invisible control characters.',
    )
    expect(posts()).toBe(0)
  },
)

// A mouse's drag: the threshold is the same for a finger.
test('a toast is dismissed by swiping it right past 50 px', { tag: '@any-width' }, async ({ page }) => {
  await page.route('**/api/contact', (r) => r.fulfill({ status: 500, json: {} }))
  const form = await openForm(page)
  await fill(page, valid)
  await form.getByRole('button', { name: 'Send Message' }).click()
  const title = page.getByText('Error sending message')
  await expect(title).toBeVisible()
  // Let the toast finish sliding in, so the drag starts where the toast rests.
  await title.evaluate((el) => {
    const running: Promise<unknown>[] = []
    for (let node: Element | null = el; node; node = node.parentElement)
      for (const a of node.getAnimations())
        if (a.effect?.getComputedTiming().iterations !== Infinity) running.push(a.finished)
    return Promise.all(running)
  })
  const box = (await title.boundingBox())!
  // A short drag snaps back.
  await page.mouse.move(box.x + 5, box.y + 5)
  await page.mouse.down()
  await page.mouse.move(box.x + 35, box.y + 5, { steps: 3 })
  // Held out, the toast leaves a strip of its region empty: a click there is the page's, not the region's.
  const region = page.getByRole('status', { name: 'Notifications' })
  const { x: left } = (await region.boundingBox())!
  const inStrip = await region.evaluate((el, { x, y }) => el.contains(document.elementFromPoint(x, y)), {
    x: left + 10,
    y: box.y + 5,
  })
  expect(inStrip).toBe(false)
  await page.mouse.up()
  await expect(title).toBeVisible()
  // It glides back to where it rests; only then does the next drag start on it (30 px out, the toast's edge is past
  // the point the drag starts from, which would start a text selection on the page instead).
  await expect.poll(async () => (await title.boundingBox())!.x).toBe(box.x)
  // A drag past 50 px dismisses. (The pointer is over the toast all along, so it does not go by itself meanwhile.)
  await page.mouse.move(box.x + 5, box.y + 5)
  await page.mouse.down()
  await page.mouse.move(box.x + 90, box.y + 5, { steps: 5 })
  await page.mouse.up()
  await expect(title).toHaveCount(0)
})

test('the form follows the no-JavaScript contract', { tag: '@any-width' }, async ({ page }) => {
  const form = await openForm(page)
  await expect(form).toHaveAttribute('method', 'post')
  await expect(form).toHaveAttribute('action', '/api/contact')
  for (const f of ['name', 'email', 'company', 'message']) {
    const slot = form.locator(`[data-error-for="${f}"]`)
    await expect(slot).toHaveAttribute('id', `contact-${f}-error`)
    await expect(form.locator(`[name="${f}"]`)).toHaveAttribute('aria-describedby', `contact-${f}-error`)
  }
  const honeypot = form.locator('input[name="website"]')
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await expect(honeypot).toHaveAttribute('autocomplete', 'off')
  await expect(honeypot).not.toBeInViewport()
  await expect(form.locator('[data-error-for="form"]')).toHaveText('')
})

type Box = { x: number; y: number; width: number; height: number }
/** Whether two boxes on the screen share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
