import { usePageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { entryAt } from '../content/entryAt'
import { JsonLd } from '../components/seo/JsonLd'
import { SHARE_CARD_SIZE, cardPageOf, shareCardFor } from '../components/seo/shareCard'
import { organization } from '../components/seo/organization'
import { absoluteUrl, siteUrl } from '../components/seo/siteUrl'
import { site } from '../content/site'
import { lightColors } from './theme'

const twitterHandle = site.social.find((s) => s.name === 'X')?.href.replace(/^https:\/\/(x|twitter)\.com\//, '@')

// https://vike.dev/Head — tags shared by every page; per-page title and description come from +title / +description
// (vike-react writes <title>, og:title, description and og:description from them).
export default function Head() {
  const pageContext = usePageContext()
  const base = siteUrl()
  const isErrorPage = Boolean(pageContext.is404 || pageContext.abortStatusCode || pageContext.errorWhileRendering)
  const url = absoluteUrl(pageContext.urlPathname, base)
  const image = shareImage(pageContext, isErrorPage, base)
  return (
    <>
      {/* The browser's bar beside the page: navy as the header's top bar, and in the dark scheme its deeper navy. */}
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={lightColors.navy} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={lightColors.navyDeep} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="author" content={site.brand} />
      {isErrorPage ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:type" content="website" />
      {!isErrorPage && <meta property="og:url" content={url} />}
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={`${base}${image.path}`} />
      {image.width && <meta property="og:image:width" content={String(image.width)} />}
      {image.height && <meta property="og:image:height" content={String(image.height)} />}
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {twitterHandle && <meta name="twitter:site" content={twitterHandle} />}
      <meta name="twitter:image" content={`${base}${image.path}`} />
      <meta name="twitter:image:alt" content={image.alt} />
      <JsonLd data={organization(base)} />
    </>
  )
}

/**
 * The page's share image: the one its frontmatter names (`shareImage`), else its own card, drawn after pre-rendering
 * from the same title and section by scripts/seo/writeShareCards.ts. Error pages share the site's image.
 */
function shareImage(
  pageContext: PageContext,
  isErrorPage: boolean,
  base: string,
): { path: string; alt: string; width?: number; height?: number } {
  if (isErrorPage) return site.shareImage
  const fm = entryAt(pageContext.urlPathname)?.frontmatter
  if (fm?.shareImage) return { path: fm.shareImage, alt: fm.shareImageAlt ?? fm.title }
  const card = shareCardFor(...cardPage(pageContext), base)
  return { path: card.path, alt: card.alt, ...SHARE_CARD_SIZE }
}

/**
 * The address and title the card is drawn from: the page's own, but a list's later page (cardPageOf) takes its first
 * page's, whose title is the list's title as of page 1 (the lists' +title reads the page's number from data.n).
 */
function cardPage(pageContext: PageContext): [string, string] {
  const first = cardPageOf(pageContext.urlPathname)
  const data = pageContext.data as { n?: unknown } | undefined
  if (first === pageContext.urlPathname || typeof data?.n !== 'number') return [first, documentTitle(pageContext)]
  return [first, documentTitle({ ...pageContext, data: { ...data, n: 1 } })]
}

/** The page's <title>, resolved as vike-react resolves it (+title may be a string or a function of pageContext). */
function documentTitle(pageContext: PageContext): string {
  const title = (pageContext.config as { title?: string | ((pageContext: PageContext) => string) }).title
  return String((typeof title === 'function' ? title(pageContext) : title) ?? site.brand)
}
