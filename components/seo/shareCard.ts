import { createHash } from 'node:crypto'
import { shareCards } from '../../content/shareCards'
import { site } from '../../content/site'
import { lightColors } from '../../renderer/theme'

/** Change when the drawing (scripts/seo/drawShareCard.ts) changes: every card is drawn again under a new name. */
const SHARE_CARD_VERSION = 1
/** Hashed names under /assets/ are cached for a year by the server. */
export const SHARE_CARD_DIR = '/assets/cards/'
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

/** Everything drawn on a card; its hash names the file, so an unchanged card is never drawn twice. */
export type ShareCardSpec = {
  title: string
  section: string
  brand: string
  footer: string
  host: string
  colors: Record<string, string>
}

/** 'Privacy Policy | E THE REAL' → 'Privacy Policy'; the home page's 'E THE REAL | AI & Web3…' → 'AI & Web3…'. */
export function cardTitle(documentTitle: string) {
  const parts = documentTitle.split(' | ').filter((p) => p !== site.brand)
  return parts.join(' | ') || site.tagline
}

/**
 * The page whose card a page shows: itself, but for a list's later pages (/blog/page/3, /blog/topics/ai/page/2), which
 * show their list's first page's card, the list's name rather than "page 3 of 51": they are kept out of search engines
 * and the sitemap, and at 1,000 articles they were 210 of the build's 1,265 cards (scripts/seo/writeShareCards.ts).
 */
export const cardPageOf = (pathname: string) => /^(.*?)\/page\/\d+\/?$/.exec(pathname)?.[1] ?? pathname

/** The card of the page at `pathname` whose document title is `documentTitle`: what it shows and where it is served. */
export function shareCardFor(pathname: string, documentTitle: string, siteUrl: string) {
  const first = pathname.split('/').filter(Boolean)[0] ?? ''
  const c = lightColors
  const spec: ShareCardSpec = {
    title: cardTitle(documentTitle),
    section: shareCards.sections[first] ?? '',
    brand: site.brand,
    footer: shareCards.footer,
    host: new URL(siteUrl).host,
    colors: {
      background: c.navy,
      deep: c.navyDeep,
      band: c.primary,
      accent: c.accent,
      text: c.onDark,
      muted: c.onDarkMuted,
    },
  }
  const hash = createHash('sha256')
    .update(JSON.stringify([SHARE_CARD_VERSION, spec]))
    .digest('hex')
    .slice(0, 12)
  const slug = pathname.split('/').filter(Boolean).join('-') || 'home'
  return { spec, path: `${SHARE_CARD_DIR}${slug}.${hash}.png`, alt: shareCards.alt.replace('{title}', spec.title) }
}
