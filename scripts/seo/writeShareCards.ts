// Run by `npm run build` after pre-rendering: draws the share card of every page whose og:image is a card
// (renderer/+Head.tsx names it from the page's title and section, components/seo/shareCard.ts) and links it into
// dist/client/assets/cards/. Cards are kept in node_modules/.cache/ethereal-cards/ (scripts/lib/buildCache.ts) under
// their content hash: a rebuild draws only the cards whose title, section or template changed. Drawing runs on every
// core when there are many.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SHARE_CARD_DIR, cardPageOf, shareCardFor, type ShareCardSpec } from '../../components/seo/shareCard'
import { siteUrl } from '../../components/seo/siteUrl'
import { drawShareCard } from './drawShareCard'
import type { ShareCardJob } from './shareCardWorker'
import { readHead, tags } from './pageMeta'
import { buildCacheDir, touchCacheEntry, writeCacheFile } from '../lib/buildCache'
import { filesUnder, linkOrCopy } from '../lib/files'
import { inThreads } from '../lib/tsWorker'

const started = performance.now()
const root = path.resolve('dist/client')
const cacheDir = buildCacheDir('ethereal-cards')
const outDir = path.join(root, SHARE_CARD_DIR)
fs.mkdirSync(cacheDir, { recursive: true })
fs.mkdirSync(outDir, { recursive: true })

const cards = new Map<string, ShareCardSpec>() // file name → what it shows
const base = siteUrl()
/** The card each page drawn from shows, by address; and the later pages of lists, which show their first page's. */
const cardOf = new Map<string, string>()
const laterPages: { rel: string; imagePath: string; first: string }[] = []
for (const file of filesUnder(root, 'index.html')) {
  const rel = path.relative(root, file)
  const meta = tags(readHead(file), 'meta')
  const image = meta.find((m) => m.property === 'og:image')?.content
  const imagePath = image && new URL(image, base).pathname
  if (!imagePath?.startsWith(SHARE_CARD_DIR)) continue // the page names its own image, or is an error page
  const pathname = `/${rel.split(path.sep).slice(0, -1).join('/')}`
  // A list's later page shows its first page's card (cardPageOf), drawn from that page.
  if (cardPageOf(pathname) !== pathname) {
    laterPages.push({ rel, imagePath, first: cardPageOf(pathname) })
    continue
  }
  const card = shareCardFor(pathname, meta.find((m) => m.property === 'og:title')?.content ?? '', base)
  // Head and this script must agree, or a page would point at a card nobody drew.
  if (card.path !== imagePath)
    throw new Error(`writeShareCards: ${rel} names ${imagePath}, but its title gives ${card.path}`)
  cards.set(path.basename(card.path), card.spec)
  cardOf.set(pathname, card.path)
}
for (const { rel, imagePath, first } of laterPages)
  if (cardOf.get(first) !== imagePath)
    throw new Error(
      `writeShareCards: ${rel} names ${imagePath}, but its list's first page ${first} shows ${cardOf.get(first) ?? 'no card'}`,
    )

/** True when the card is kept, marked as used by this build (the caches keep what builds use: buildCache.ts). */
const isKept = (file: string) => (touchCacheEntry(file), fs.existsSync(file))
const toDraw = [...cards].filter(([name]) => !isKept(path.join(cacheDir, name)))
const threads = toDraw.length >= 8 ? Math.min(os.availableParallelism(), 4) : 0
if (threads)
  await inThreads(
    new URL('./shareCardWorker.ts', import.meta.url),
    toDraw.map(([name, spec]): ShareCardJob => ({ spec, file: path.join(cacheDir, name) })),
    threads,
  )
else for (const [name, spec] of toDraw) writeCacheFile(path.join(cacheDir, name), await drawShareCard(spec))

for (const old of fs.readdirSync(outDir)) if (!cards.has(old)) fs.rmSync(path.join(outDir, old))
// A hard link to the kept card (linkOrCopy): nothing copied.
for (const name of cards.keys()) linkOrCopy(path.join(cacheDir, name), path.join(outDir, name))
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  `writeShareCards: ${cards.size} cards in dist/client${SHARE_CARD_DIR} (${toDraw.length} drawn${threads ? ` on ${threads} threads` : ''}, ${cards.size - toDraw.length} from the cache) in ${seconds} s`,
)
