// Draws one share card (1200 × 630 PNG) with Satori (layout and text to SVG paths) and resvg (SVG to pixels), in two
// layers: the frame, everything but the title (the same on every card of a section), drawn once per thread and kept as
// pixels, and the page's title, drawn alone and laid over a copy of it. A whole card drawn at once cost ~52 ms, most of
// it the frame's letter-spaced words and the PNG encoder (measured); at 10,000 articles that was ~9 minutes of CPU.
// Loaded by writeShareCards.ts and by its drawing threads (shareCardWorker.ts, which run under tsx like the script).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
sharp.concurrency(1)
import { SHARE_CARD_SIZE, type ShareCardSpec } from '../../components/seo/shareCard'

const require = createRequire(import.meta.url)
// Inter from the npm registry (@fontsource/inter); latin-ext covers names such as 'Siobhán Ó Súilleabháin' or 'Łódź'.
const fonts = ['latin', 'latin-ext'].flatMap((subset) =>
  ([400, 800] as const).map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
  })),
)

const { width, height } = SHARE_CARD_SIZE
/** The accent bar down the left edge, and the padding of the column beside it. */
const BAR = 24
const PADDING = { top: 64, right: 80, bottom: 56, left: 72 }
/**
 * The heights Satori gives the column's top row (the mark, its tallest part) and its foot (the rule, its padding and a
 * line of 26 px Inter): the title is centred between them, as the column's space-between centred it in a whole card.
 */
const TOP_ROW = 72
const FOOT_ROW = 57
/** The box the title is centred in, between the top row and the foot, across the column. */
export const TITLE_BOX = {
  left: BAR + PADDING.left,
  top: PADDING.top + TOP_ROW,
  width: width - BAR - PADDING.left - PADDING.right,
  height: height - PADDING.top - PADDING.bottom - TOP_ROW - FOOT_ROW,
}

/** A Satori element: what JSX would give, without React. */
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]) => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
})

/** Long titles get a smaller size so that three lines always fit. */
const titleSize = (title: string) => (title.length <= 32 ? 80 : title.length <= 60 ? 66 : 54)

/** The brand's mark: the E on navy, as on the logo (scripts/seo/renderShareImages.ts). */
const mark = (c: ShareCardSpec['colors']) => ({
  type: 'svg',
  props: {
    width: TOP_ROW,
    height: TOP_ROW,
    viewBox: '0 0 64 64',
    children: [
      {
        type: 'rect',
        props: { x: 1, y: 1, width: 62, height: 62, rx: 14, fill: c.deep, stroke: c.accent, strokeWidth: 2 },
      },
      { type: 'path', props: { d: 'M18 18h28v7H26v4h16v6H26v4h20v7H18z', fill: c.accent } },
    ],
  },
})

/** Everything on the card but the title: the bar, the mark, the brand, the section and the foot. */
function frameElement(spec: ShareCardSpec) {
  const c = spec.colors
  return h(
    'div',
    { width, height, display: 'flex', fontFamily: 'Inter', background: c.background, color: c.text },
    h('div', { width: BAR, height, background: c.accent }),
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        flex: 1,
        padding: `${PADDING.top}px ${PADDING.right}px ${PADDING.bottom}px ${PADDING.left}px`,
      },
      h(
        'div',
        { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
        h(
          'div',
          { display: 'flex', alignItems: 'center', gap: 24, fontSize: 34, fontWeight: 800, letterSpacing: 4 },
          mark(c),
          spec.brand,
        ),
        spec.section
          ? h(
              'div',
              {
                display: 'flex',
                padding: '10px 24px',
                borderRadius: 999,
                background: c.band,
                fontSize: 26,
                fontWeight: 800,
                letterSpacing: 2,
                textTransform: 'uppercase',
              },
              spec.section,
            )
          : h('div', { display: 'flex' }, ''),
      ),
      h(
        'div',
        {
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 26,
          color: c.muted,
          borderTop: `2px solid ${c.band}`,
          paddingTop: 24,
        },
        h('div', { display: 'flex' }, spec.footer),
        h('div', { display: 'flex', color: c.accent, fontWeight: 800 }, spec.host),
      ),
    ),
  )
}

/** The title alone, centred in its box, on the card's background (nothing else is drawn where the box lies). */
function titleElement(spec: ShareCardSpec) {
  return h(
    'div',
    {
      width: TITLE_BOX.width,
      height: TITLE_BOX.height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      fontFamily: 'Inter',
      background: spec.colors.background,
      color: spec.colors.text,
    },
    h(
      'div',
      {
        display: 'flex',
        fontSize: titleSize(spec.title),
        fontWeight: 800,
        lineHeight: 1.08,
        maxWidth: 1000,
        lineClamp: 3,
      },
      spec.title,
    ),
  )
}

/** An element's pixels, RGBA (opaque: every element here fills its box). */
async function pixels(element: object, size: { width: number; height: number }) {
  // Satori's element type wants React's; these plain objects are what React.createElement would return.
  const svg = await satori(element as Parameters<typeof satori>[0], { ...size, fonts })
  // Satori already turned the text into paths: resvg needs no fonts, and loading the system's would cost each card time.
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels
}

/**
 * This thread's frames (a handful: one a section), RGBA. A card is drawn in its frame's pixels, over the title's box
 * only (the box is opaque, so nothing of the card before remains), and encoded before the next is drawn.
 */
const frames = new Map<string, Buffer>()

/** The last card asked for: a card is drawn in its frame's pixels, so cards asked for at once are drawn in turn. */
let drawing: Promise<unknown> = Promise.resolve()

/** The card of a page as a PNG. */
export function drawShareCard(spec: ShareCardSpec): Promise<Buffer> {
  const card = drawing.then(() => draw(spec))
  drawing = card.catch(() => undefined)
  return card
}

async function draw(spec: ShareCardSpec): Promise<Buffer> {
  const key = JSON.stringify({ ...spec, title: '' })
  let card = frames.get(key)
  if (!card) frames.set(key, (card = await pixels(frameElement(spec), SHARE_CARD_SIZE)))
  const title = await pixels(titleElement(spec), TITLE_BOX)
  const row = TITLE_BOX.width * 4
  for (let y = 0; y < TITLE_BOX.height; y++)
    card.set(title.subarray(y * row, (y + 1) * row), ((TITLE_BOX.top + y) * width + TITLE_BOX.left) * 4)
  // Cards are fetched by link previews, seldom: zlib's level 3 and no filters (measured, at 2 threads: 19 s for 1,000
  // cards and ~45 KB each; level 6, 21 s and ~37 KB; resvg's own encoder, ~47 KB and twice the time).
  return sharp(card, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer()
}
