import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { shareCardFor } from '../../components/seo/shareCard'
import { TITLE_BOX, drawShareCard } from './drawShareCard'

// A card is drawn in two layers: the frame (bar, mark, brand, section, foot), once per thread, and the title over it.
const card = async (pathname: string, title: string) => {
  const png = await drawShareCard(shareCardFor(pathname, `${title} | E THE REAL`, 'https://ethereal.test').spec)
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)]
  /** The rows, between y0 and y1, where some pixel differs from the card's background. */
  const inkRows = (x0: number, x1: number, y0: number, y1: number) => {
    const rows: number[] = []
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++)
        if (at(x, y).join() !== at(TITLE_BOX.left, TITLE_BOX.top).join()) {
          rows.push(y)
          break
        }
    return rows
  }
  return { png, info, data, at, inkRows }
}
const box = { x0: TITLE_BOX.left, x1: TITLE_BOX.left + TITLE_BOX.width }

describe('a share card', () => {
  it('is an opaque 1200 × 630 PNG', async () => {
    const { png, info } = await card('/privacy', 'Privacy Policy')
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630, hasAlpha: false })
    expect(info.channels).toBe(3)
  })

  it("has its title inside the title's box, between the mark's row and the foot's rule, whatever its length", async () => {
    for (const title of [
      'Careers',
      'How freight visibility changes the supply chain',
      'A'.repeat(40) + ' ' + 'B'.repeat(40) + ' ' + 'C'.repeat(40) + ' ' + 'D'.repeat(40),
    ]) {
      const { inkRows } = await card('/blog/x', title)
      const rows = inkRows(box.x0, box.x1, TITLE_BOX.top, TITLE_BOX.top + TITLE_BOX.height)
      expect(rows.length, title).toBeGreaterThan(30)
      // Room to spare above and below: the title was not cut by its box.
      expect(rows[0], title).toBeGreaterThan(TITLE_BOX.top + 8)
      expect(rows.at(-1), title).toBeLessThan(TITLE_BOX.top + TITLE_BOX.height - 8)
    }
  })

  it("the box's edges are where Satori lays out the frame: the mark ends just above it and the foot's rule starts just below", async () => {
    const { inkRows } = await card('/blog/x', 'Careers')
    // The mark (x 96–168): its last row is the box's top minus one.
    expect(inkRows(box.x0, box.x0 + 72, TITLE_BOX.top - 80, TITLE_BOX.top + 1).at(-1)).toBe(TITLE_BOX.top - 1)
    // The foot's rule, across the column: its first row is the box's bottom.
    const below = inkRows(box.x0, box.x1, TITLE_BOX.top + TITLE_BOX.height - 1, 630)
    expect(below[0]).toBe(TITLE_BOX.top + TITLE_BOX.height)
  })

  it("differs from another page's only where the titles differ, and from another section's in the section's name", async () => {
    const one = await card('/blog/x', 'Digital Product Passport')
    const two = await card('/blog/y', 'Fr8lens for carriers')
    const about = await card('/about/x', 'Digital Product Passport')
    const differing = (a: typeof one, b: typeof one) => {
      const rows = new Set<number>()
      for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) rows.add(Math.floor(i / 3 / 1200))
      return [...rows].sort((x, y) => x - y)
    }
    const titles = differing(one, two)
    expect(titles.length).toBeGreaterThan(30)
    expect(titles[0]).toBeGreaterThanOrEqual(TITLE_BOX.top)
    expect(titles.at(-1)).toBeLessThan(TITLE_BOX.top + TITLE_BOX.height)
    // "BLOG" and "ABOUT US" sit in the top row, beside the mark.
    const sections = differing(one, about)
    expect(sections.length).toBeGreaterThan(10)
    expect(sections.at(-1)).toBeLessThan(TITLE_BOX.top)
  })
})
