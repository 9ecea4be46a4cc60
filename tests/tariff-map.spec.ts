import { expect, test } from '@playwright/test'

test('the tariff map zooms 100–400 % in 50 % steps, resets, pans by drag and by keyboard', async ({
  page,
  isMobile,
}) => {
  await page.route('**/api/trade-news', (r) => r.fulfill({ json: [] }))
  await page.goto('/')
  const tools = page.getByRole('toolbar', { name: 'Zoom level' })
  const level = tools.locator('output')
  const viewport = page.getByRole('region', { name: /World map of tariff rates/ })
  await viewport.scrollIntoViewIfNeeded()
  await expect(page.getByText('Tariff rate', { exact: true })).toBeVisible()
  await expect(viewport).toHaveCSS('height', '450px')
  await expect(level).toHaveText(/100%/)

  const zoomIn = tools.getByRole('button', { name: 'Zoom in' })
  // The map's code may still be on its way: the press is handed to it once it is live, so one press is one step.
  await zoomIn.click()
  await expect(level).toHaveText(/150%/)
  for (const next of ['200%', '250%', '300%', '350%', '400%']) {
    await zoomIn.click()
    await expect(level).toHaveText(new RegExp(next))
  }
  // At 400 % zoom-in is marked disabled and a further press changes nothing.
  await expect(zoomIn).toHaveAttribute('aria-disabled', 'true')
  await zoomIn.click({ force: true })
  await expect(level).toHaveText(/400%/)
  await tools.getByRole('button', { name: 'Zoom out' }).click()
  await expect(level).toHaveText(/350%/)
  const size = await viewport.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth }))
  expect(size.sw).toBeGreaterThan(size.cw * 3)

  await tools.getByRole('button', { name: 'Reset' }).click()
  await expect(level).toHaveText(/100%/)
  await expect.poll(() => viewport.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)

  // Drag with the left mouse button pans.
  await zoomIn.click()
  await zoomIn.click()
  await expect(level).toHaveText(/200%/)
  const before = await viewport.evaluate((el) => ({ x: el.scrollLeft, y: el.scrollTop }))
  if (!isMobile) {
    const box = (await viewport.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 - 80, { steps: 5 })
    await page.mouse.up()
    const after = await viewport.evaluate((el) => ({ x: el.scrollLeft, y: el.scrollTop }))
    expect(after.x).toBeGreaterThan(before.x + 100)
    expect(after.y).toBeGreaterThan(before.y + 50)
    // Once the button is up, moving no longer pans.
    await page.mouse.move(box.x + 20, box.y + 20, { steps: 3 })
    expect(await viewport.evaluate((el) => el.scrollLeft)).toBe(after.x)
  }

  // Keyboard: focus the map, + zooms, arrows pan, 0 resets.
  await viewport.focus()
  await page.keyboard.press('+')
  await expect(level).toHaveText(/250%/)
  const x0 = await viewport.evaluate((el) => el.scrollLeft)
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBeLessThan(x0)
  await page.keyboard.press('-')
  await expect(level).toHaveText(/200%/)
  await page.keyboard.press('0')
  await expect(level).toHaveText(/100%/)
})
