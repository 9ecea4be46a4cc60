// Writes the self-hosted placeholder artwork: partner wordmarks, video posters and testimonial portraits.
// Run `npx tsx scripts/generate-artwork.ts` after adding a partner, a video or a testimonial photo; commit the SVGs.
// Names and titles are read from the content files' text so the artwork always matches the data.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const read = (f: string) => fs.readFileSync(path.join(root, f), 'utf8')
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const write = (rel: string, svg: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  fs.writeFileSync(path.join(root, rel), svg.replace(/\n\s*/g, ''))
}
const FONT = 'font-family="system-ui,-apple-system,\'Segoe UI\',Roboto,Arial,sans-serif"'

/** An SVG image of `width`×`height` holding `body`, named `label` for screen readers. */
const svgImage = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">${body}</svg>`

/** One <text> per line at `x`, the first on baseline `y` and each next `lineHeight` lower; `look`: its attributes. */
const textLines = (lines: string[], x: number, y: number, lineHeight: number, look: string) =>
  lines.map((l, j) => `<text x="${x}" y="${y + j * lineHeight}" ${FONT} ${look}>${esc(l)}</text>`).join('')

/** Splits text into lines of at most `max` characters at word boundaries. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

// ---- partner wordmarks: 240×96, a distinct mark and the name in one or two lines ----
const palette: [string, string][] = [
  ['#0a2540', '#f5b83d'],
  ['#0b7a75', '#ffffff'],
  ['#134e7a', '#5eead4'],
  ['#7a2410', '#fde7c8'],
  ['#1f2a37', '#f29e4c'],
  ['#075e5a', '#f5b83d'],
  ['#3b2a6b', '#c4b5fd'],
  ['#0f5132', '#bbf7d0'],
]
type Mark = (colour: string, accent: string) => string
const marks: Mark[] = [
  (c, a) =>
    `<circle cx="44" cy="48" r="26" fill="${c}"/><path d="M30 48h28M44 34v28" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  (c, a) =>
    `<rect x="18" y="22" width="52" height="52" rx="12" fill="${c}"/><path d="M30 60l14-24 14 24z" fill="${a}"/>`,
  (c, a) => `<path d="M44 20l24 14v28L44 76 20 62V34z" fill="${c}"/><circle cx="44" cy="48" r="9" fill="${a}"/>`,
  (c, a) => `<path d="M44 18l30 30-30 30-30-30z" fill="${c}"/><path d="M44 34l14 14-14 14-14-14z" fill="${a}"/>`,
  (c, a) =>
    `<rect x="18" y="24" width="20" height="48" rx="5" fill="${c}"/><rect x="42" y="24" width="28" height="22" rx="5" fill="${a}" stroke="${c}" stroke-width="3"/><rect x="42" y="50" width="28" height="22" rx="5" fill="${c}"/>`,
  (c, a) =>
    `<circle cx="44" cy="48" r="27" fill="none" stroke="${c}" stroke-width="8"/><circle cx="44" cy="48" r="11" fill="${a}" stroke="${c}" stroke-width="3"/>`,
  (c, a) =>
    `<path d="M18 70c10-30 22-44 52-48-4 30-18 42-52 48z" fill="${c}"/><path d="M26 64c10-14 20-22 34-28" stroke="${a}" stroke-width="4" fill="none"/>`,
]
const partnerLines = [...read('content/partners.ts').matchAll(/name: '([^']+)',\s*logo: logo\('([a-z0-9-]+)'\)/g)]
partnerLines.forEach(([, name = '', slug = ''], i) => {
  const [c, a] = palette[i % palette.length]!
  const lines = name.length > 16 ? wrap(name, Math.max(12, Math.ceil(name.length / 2) + 2)).slice(0, 2) : [name]
  // Fit the longest line into the 148 px beside the mark (about 0.66 em per character, bold).
  const size = Math.min(lines.length > 1 ? 18 : 26, Math.floor(148 / (0.66 * Math.max(...lines.map((l) => l.length)))))
  const lineHeight = Math.round(size * 1.25)
  const y0 = Math.round(48 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35)
  const text = textLines(lines, 84, y0, lineHeight, `font-size="${size}" font-weight="700" fill="${c}"`)
  write(`public/images/partners/${slug}.svg`, svgImage(240, 96, name, `${marks[i % marks.length]!(c, a)}${text}`))
})

// ---- video posters: 1280×720, one colour scheme per category ----
const scheme: Record<string, [string, string, string]> = {
  product: ['#0a2540', '#0b7a75', 'PRODUCT DEMO'],
  tutorial: ['#075e5a', '#134e7a', 'TUTORIAL'],
  webinar: ['#1f2a37', '#7a2410', 'WEBINAR'],
  partner: ['#134e7a', '#3b2a6b', 'PARTNER INSIGHTS'],
  industry: ['#061a2e', '#0f5132', 'INDUSTRY EVENT'],
}
const videoBlocks = [
  ...read('content/videos.ts').matchAll(/videoId: '([^']+)',\s*title: '([^']+)',[\s\S]*?category: '([a-z]+)'/g),
]
for (const [, id = '', title = '', category = ''] of videoBlocks) {
  const [from, to, label] = scheme[category]!
  // Title bottom-left, label top-left, brand top-right: the centre stays free for the play button.
  const lines = wrap(title, 26).slice(0, 3)
  const top = 648 - (lines.length - 1) * 72
  const text = textLines(lines, 96, top, 72, 'font-size="60" font-weight="800" fill="#ffffff"')
  write(
    `public/images/videos/${id}.svg`,
    svgImage(
      1280,
      720,
      title,
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
      <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".35"/></linearGradient></defs>
      <rect width="1280" height="720" fill="url(#bg)"/>
      <g stroke="#ffffff" opacity=".07" stroke-width="2"><path d="M0 180h1280M0 360h1280M0 540h1280M320 0v720M640 0v720M960 0v720"/></g>
      <circle cx="1100" cy="120" r="240" fill="#ffffff" opacity=".05"/><circle cx="1150" cy="560" r="170" fill="#f5b83d" opacity=".12"/>
      <path d="M820 420c110-150 240-190 400-180" stroke="#5eead4" stroke-width="6" fill="none" stroke-dasharray="14 14" opacity=".55"/>
      <rect width="1280" height="720" fill="url(#shade)"/>
      <rect x="96" y="88" width="${label.length * 22 + 52}" height="56" rx="28" fill="#f5b83d"/>
      <text x="122" y="126" ${FONT} font-size="28" font-weight="700" letter-spacing="2" fill="#0b1726">${label}</text>
      <text x="1184" y="126" ${FONT} font-size="28" font-weight="700" fill="#c7d2df" letter-spacing="6" text-anchor="end">E THE REAL</text>
      ${text}`,
    ),
  )
}

// ---- testimonial portraits: 240×240 illustrated busts for entries that have an image ----
const skins = ['#f1c7a4', '#8d5a3b', '#e0ac69', '#c68642', '#ffdbac']
const hairs = ['#3b2a1a', '#111827', '#6b4423', '#9ca3af', '#1f2937']
const backs = ['#e0f2f1', '#fde7c8', '#dbeafe', '#ede9fe', '#fce7f3']
const suits = ['#0a2540', '#0b7a75', '#134e7a', '#1f2a37', '#7a2410']
const photos = [...read('content/testimonials.ts').matchAll(/image: photo\('([a-z0-9-]+)'\)/g)].map((m) => m[1])
photos.forEach((slug, i) => {
  const long = i % 2 === 0
  write(
    `public/images/testimonials/${slug}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-hidden="true">
      <rect width="240" height="240" fill="${backs[i % 5]}"/>
      <path d="M36 240c0-52 38-80 84-80s84 28 84 80z" fill="${suits[i % 5]}"/>
      <path d="M104 160l16 26 16-26z" fill="#ffffff"/>
      <rect x="106" y="128" width="28" height="34" rx="10" fill="${skins[i % 5]}"/>
      ${long ? `<path d="M70 110c0-42 22-66 50-66s50 24 50 66v40c-10 6-22 6-30 0z" fill="${hairs[i % 5]}"/>` : ''}
      <ellipse cx="120" cy="102" rx="38" ry="44" fill="${skins[i % 5]}"/>
      <path d="M82 96c2-30 18-46 38-46s38 14 40 46c-14-14-30-20-46-20-12 0-22 8-32 20z" fill="${hairs[i % 5]}"/></svg>`,
  )
})
console.log(
  `artwork: ${partnerLines.length} partner logos, ${videoBlocks.length} video posters, ${photos.length} portraits`,
)
