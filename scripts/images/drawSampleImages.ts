// Draws the sample images in content/images/ (abstract portraits and the Cork office illustration) from SVG with sharp.
// They are made for this project (see content/images/README.md). Run again after changing a drawing:
// `npx tsx scripts/images/drawSampleImages.ts`; the build then encodes the changed files only.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const out = path.resolve('content/images')

type Sitter = {
  file: string
  bg: [string, string]
  skin: string
  hair: string
  coat: string
  shirt: string
  style: 'short' | 'long' | 'bun' | 'bald'
  accent: string
}

/** An abstract head-and-shoulders portrait: flat shapes, soft light, a geometric backdrop. */
function portrait(p: Sitter) {
  const hair = {
    short: `<path d="M292 318c-6-96 58-150 138-150s144 54 138 150c-22-52-70-78-138-78s-116 26-138 78z" fill="${p.hair}"/>`,
    long: `<path d="M270 420c-30-170 48-252 160-252s190 82 160 252c-8 90-30 150-52 186l-30-250c-24-40-58-56-78-56s-54 16-78 56l-30 250c-22-36-44-96-52-186z" fill="${p.hair}"/>`,
    bun: `<circle cx="430" cy="150" r="58" fill="${p.hair}"/><path d="M292 320c-6-96 58-150 138-150s144 54 138 150c-22-52-70-80-138-80s-116 28-138 80z" fill="${p.hair}"/>`,
    bald: `<path d="M300 300c10-70 60-118 130-118s120 48 130 118c-30-30-72-44-130-44s-100 14-130 44z" fill="${p.hair}" opacity="0.35"/>`,
  }[p.style]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="860" viewBox="0 0 860 860">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>
    <radialGradient id="light" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
  </defs>
  <rect width="860" height="860" fill="url(#bg)"/>
  <circle cx="690" cy="170" r="220" fill="${p.accent}" opacity="0.35"/>
  <circle cx="120" cy="720" r="160" fill="#fff" opacity="0.08"/>
  <g stroke="#fff" stroke-opacity="0.12" stroke-width="10">${Array.from({ length: 7 }, (_, i) => `<line x1="${-200 + i * 70}" y1="0" x2="${200 + i * 70}" y2="860"/>`).join('')}</g>
  <path d="M130 860c10-170 120-270 300-270s290 100 300 270z" fill="${p.coat}"/>
  <path d="M372 600l58 120 58-120c-20-8-38-12-58-12s-38 4-58 12z" fill="${p.shirt}"/>
  <rect x="384" y="480" width="92" height="130" rx="40" fill="${p.skin}"/>
  <rect x="384" y="480" width="92" height="130" rx="40" fill="url(#shade)"/>
  <ellipse cx="430" cy="360" rx="138" ry="160" fill="${p.skin}"/>
  <ellipse cx="430" cy="360" rx="138" ry="160" fill="url(#shade)"/>
  ${hair}
  <rect width="860" height="860" fill="url(#light)"/>
</svg>`
}

const sitters: Sitter[] = [
  {
    file: 'people/aidan-moriarty.jpg',
    bg: ['#0a2540', '#0b7a75'],
    skin: '#e9b99a',
    hair: '#5a3a22',
    coat: '#1f2a37',
    shirt: '#f5f7fa',
    style: 'short',
    accent: '#f5b83d',
  },
  {
    file: 'people/priya-raman.jpg',
    bg: ['#075e5a', '#0a2540'],
    skin: '#b9825e',
    hair: '#1d1410',
    coat: '#7a2410',
    shirt: '#fde7c8',
    style: 'long',
    accent: '#f29e4c',
  },
  {
    file: 'people/daniel-okafor.jpg',
    bg: ['#061a2e', '#2563eb'],
    skin: '#7a4b30',
    hair: '#14100d',
    coat: '#0b7a75',
    shirt: '#ffffff',
    style: 'bald',
    accent: '#e0f2f1',
  },
  {
    file: 'people/helen-brennan.jpg',
    bg: ['#f5b83d', '#e0682b'],
    skin: '#f0c7ab',
    hair: '#9a4a22',
    coat: '#0a2540',
    shirt: '#e0f2f1',
    style: 'bun',
    accent: '#ffffff',
  },
  {
    file: 'people/mei-lin-tan.jpg',
    bg: ['#0b7a75', '#15803d'],
    skin: '#e2b48e',
    hair: '#111111',
    coat: '#f5f7fa',
    shirt: '#0a2540',
    style: 'long',
    accent: '#f5b83d',
  },
]

/** Cork at dusk: the River Lee, its coloured quayside houses, Shandon's tower, the port's cranes and our office. */
function corkOffice() {
  const W = 2400
  const H = 1350
  const houses = ['#f29e4c', '#e0f2f1', '#f9c784', '#b3401a', '#c7d2df', '#f5b83d', '#0b7a75', '#fde7c8', '#e0682b']
  const row = houses
    .map((c, i) => {
      const x = 80 + i * 118
      const h = 230 + ((i * 53) % 90)
      const windows = Array.from({ length: 3 }, (_, r) =>
        Array.from(
          { length: 2 },
          (_, k) =>
            `<rect x="${x + 22 + k * 46}" y="${820 - h + 40 + r * 62}" width="26" height="38" rx="3" fill="#fde7c8" opacity="${0.55 + ((i + r + k) % 3) * 0.15}"/>`,
        ).join(''),
      ).join('')
      return `<rect x="${x}" y="${820 - h}" width="112" height="${h}" fill="${c}"/><rect x="${x - 4}" y="${820 - h - 14}" width="120" height="16" fill="#1f2a37" opacity="0.5"/>${windows}`
    })
    .join('')
  const office = Array.from({ length: 8 }, (_, r) =>
    Array.from(
      { length: 10 },
      (_, k) =>
        `<rect x="${1352 + k * 62}" y="${330 + r * 60}" width="48" height="44" fill="${(r * 7 + k * 3) % 5 === 0 ? '#f9c784' : '#9fc3d6'}" opacity="${(r * 7 + k * 3) % 5 === 0 ? 0.95 : 0.55}"/>`,
    ).join(''),
  ).join('')
  const cranes = [1990, 2150, 2290]
    .map(
      (x, i) =>
        `<g stroke="#0a2540" stroke-width="10" fill="none" opacity="0.7"><path d="M${x} 820V${420 + i * 30}l-110 40M${x} ${440 + i * 30}h170M${x - 30} 820l30-60 30 60"/><line x1="${x + 150}" y1="${440 + i * 30}" x2="${x + 150}" y2="${560 + i * 30}" stroke-width="4"/></g>`,
    )
    .join('')
  const ripples = Array.from(
    { length: 26 },
    (_, i) =>
      `<rect x="${(i * 331) % W}" y="${900 + ((i * 97) % 380)}" width="${120 + ((i * 53) % 160)}" height="6" rx="3" fill="#fde7c8" opacity="0.18"/>`,
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a2540"/><stop offset="0.55" stop-color="#0b7a75"/><stop offset="1" stop-color="#f9c784"/></linearGradient>
    <linearGradient id="river" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#075e5a"/><stop offset="1" stop-color="#061a2e"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f3b57"/><stop offset="1" stop-color="#0a2540"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="560" cy="360" r="110" fill="#f5b83d" opacity="0.9"/>
  <path d="M0 640C300 520 520 600 760 540S1300 470 1560 560 2100 500 2400 580V820H0z" fill="#0a2540" opacity="0.45"/>
  <g fill="#1f2a37" opacity="0.85"><rect x="1090" y="300" width="90" height="520"/><rect x="1100" y="230" width="70" height="80"/><rect x="1114" y="170" width="42" height="70"/><path d="M1135 100l30 70h-60z"/></g>
  <circle cx="1135" cy="262" r="20" fill="#fde7c8"/>
  ${cranes}
  ${row}
  <rect x="1320" y="290" width="650" height="530" fill="url(#glass)"/>
  ${office}
  <rect x="1320" y="250" width="650" height="48" fill="#f5b83d"/>
  <text x="1645" y="286" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" letter-spacing="8" text-anchor="middle" fill="#0b1726">E THE REAL · WEB3HUB</text>
  <rect x="0" y="820" width="${W}" height="46" fill="#4b5563"/>
  <rect x="0" y="866" width="${W}" height="${H - 866}" fill="url(#river)"/>
  <path d="M700 866c80-120 260-120 340 0" fill="none" stroke="#c7d2df" stroke-width="22"/>
  <rect x="640" y="846" width="460" height="24" fill="#c7d2df"/>
  ${ripples}
  <rect x="1320" y="866" width="650" height="260" fill="#9fc3d6" opacity="0.12"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${1340 + ((i * 137) % 560)}" y="${890 + i * 26}" width="${90 + ((i * 41) % 70)}" height="8" rx="4" fill="#f9c784" opacity="0.3"/>`).join('')}
  <path d="M260 1120h300l-40 46H300z" fill="#f5f7fa"/><rect x="360" y="1040" width="12" height="80" fill="#f5f7fa"/><path d="M372 1044l90 60h-90z" fill="#f5b83d"/>
</svg>`
}

async function write(file: string, svg: string, width: number) {
  const target = path.join(out, file)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  await sharp(Buffer.from(svg)).resize({ width }).jpeg({ quality: 88, mozjpeg: true }).toFile(target)
  console.log(
    `drawSampleImages: ${path.relative(process.cwd(), target)} (${(fs.statSync(target).size / 1000).toFixed(0)} KB)`,
  )
}

for (const s of sitters) await write(s.file, portrait(s), 800)
await write('about/cork-office.jpg', corkOffice(), 2400)
