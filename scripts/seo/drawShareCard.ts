// Draws one share card (1200 × 630 PNG) with Satori (layout and text to SVG paths) and resvg (SVG to pixels).
// Loaded by writeShareCards.ts and by its drawing threads (shareCardWorker.ts, which run under tsx like the script).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import type { ShareCardSpec } from '../../components/seo/shareCard'

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
    width: 72,
    height: 72,
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

/** The card of a page as a PNG. */
export async function drawShareCard(spec: ShareCardSpec): Promise<Buffer> {
  const c = spec.colors
  const card = h(
    'div',
    { width: 1200, height: 630, display: 'flex', fontFamily: 'Inter', background: c.background, color: c.text },
    h('div', { width: 24, height: 630, background: c.accent }),
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        flex: 1,
        padding: '64px 80px 56px 72px',
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
          fontSize: titleSize(spec.title),
          fontWeight: 800,
          lineHeight: 1.08,
          maxWidth: 1000,
          lineClamp: 3,
        },
        spec.title,
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
  // Satori's element type wants React's; these plain objects are what React.createElement would return.
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], { width: 1200, height: 630, fonts })
  // Satori already turned the text into paths: resvg needs no fonts, and loading the system's would cost each card time.
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng()
}
