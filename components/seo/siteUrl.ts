import { site } from '../../content/site'

/**
 * The site's absolute address without a trailing slash: SITE_URL when set at build time, else the production URL in content/site.ts.
 * Read while pre-rendering only (the Head runs on the server), so the value is baked into the HTML.
 */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_URL || site.url).replace(/\/+$/, '')
}

/** The absolute URL of a path on this site: `/about/` → `https://…/about`. */
export function absoluteUrl(pathname: string, base = siteUrl()): string {
  const clean = pathname === '/' ? '/' : pathname.replace(/\/+$/, '')
  return `${base}${clean}`
}
