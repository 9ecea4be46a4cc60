import { expect, type CDPSession, type Page } from '@playwright/test'
import sharp from 'sharp'
import { relativeLuminance } from './colours'

/**
 * How light a picture looks: `average`, the luminance of its average colour (a light page, or a large light block, is
 * light on average), and `typical`, the luminance of its middle pixel (half the pixels are darker, to a thousandth):
 * the page behind the text, which one light picture, or a strip the browser painted before the page filled its
 * window, does not move.
 */
export async function lightness(png: Buffer): Promise<{ average: number; typical: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const pixels = data.length / info.channels
  const sums = [0, 0, 0]
  const counts = new Array<number>(1001).fill(0)
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!]
    sums[0]! += r
    sums[1]! += g
    sums[2]! += b
    counts[Math.round(relativeLuminance(r, g, b) * 1000)]!++
  }
  let seen = 0
  const middle = counts.findIndex((n) => (seen += n) >= pixels / 2)
  const [r, g, b] = sums.map((sum) => sum / pixels)
  return { average: relativeLuminance(r!, g!, b!), typical: middle / 1000 }
}

/**
 * Every frame Chromium paints while `act` runs and the page then loads, as PNGs, a quarter of the viewport's size;
 * the recording goes on until `enough` says the frames it waited for have come (a frame reaches us after it was
 * painted, and on a busy machine after the page says it has loaded).
 */
export async function paintedFrames(
  page: Page,
  act: () => Promise<unknown>,
  enough: (frames: Buffer[]) => Promise<boolean> = async (frames) => frames.length > 0,
): Promise<Buffer[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  const frames: Buffer[] = []
  cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
    frames.push(Buffer.from(data, 'base64'))
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {})
  })
  const { width, height } = page.viewportSize()!
  await cdp.send('Page.startScreencast', {
    format: 'png',
    everyNthFrame: 1,
    maxWidth: width / 2,
    maxHeight: height / 2,
  })
  await act()
  await page.waitForLoadState('load')
  await expect
    .poll(() => enough(frames), { message: 'the frames painted after the page changed', timeout: 20_000 })
    .toBe(true)
  await cdp.send('Page.stopScreencast')
  await cdp.detach()
  return frames
}

/** A page of one colour nobody uses (magenta): its frames are told apart from the new page's. */
export const BEFORE = 'data:text/html,<html style="background:%23f0f"><title>before</title></html>'

/** The frames that are not of the magenta page before. */
export async function ofNewPage(frames: Buffer[]) {
  const painted: Buffer[] = []
  for (const frame of frames) {
    const { channels } = await sharp(frame).stats()
    const magenta = channels[0]!.mean > 200 && channels[1]!.mean < 60 && channels[2]!.mean > 200
    if (!magenta) painted.push(frame)
  }
  return painted
}
