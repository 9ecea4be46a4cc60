// https://vike.dev/onAfterRenderHtml — the page's CSS: in a <style> in its <head> (renderer/pageCss.ts says what it
// leaves out); on a pre-rendered page too large for a connection's first round trip, only what paints its first screen
// there, the rest in a stylesheet linked where the first screen ends.
import fs from 'node:fs'
import path from 'node:path'
import { useConfig } from 'vike-react/useConfig'
import type { PageContextServer } from 'vike/types'
import { writeCacheFile } from '../scripts/lib/buildCache'
import { firstScreenEnd, pageCss, restCssFile, splitPageCss, tooLargeWhole, withoutUnreadClasses } from './pageCss'

/**
 * A blog article's page stays whole: the build keeps it between builds as one file (scripts/renderCache.ts), and an
 * article is its words (the largest: 12.5 KB as brotli).
 */
const keptWhole = (pageId: string | null | undefined) => pageId?.endsWith('/blog/@slug') ?? false

export default function onAfterRenderHtml(pageContext: PageContextServer) {
  const sheet = pageContext.styledComponents?.sheet
  if (!sheet) return
  let css: string
  try {
    css = placeCss(pageContext, sheetCss(sheet.getStyleTags()))
  } finally {
    sheet.seal()
  }
  // vike-react's useConfig() is for its hooks as well as for components (https://vike.dev/useConfig).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  useConfig()({ Head: <style data-page-css="" dangerouslySetInnerHTML={{ __html: css }} /> })
}

/**
 * The CSS for the page's <head>, from `collected` (styled-components' CSS for the page). The page's HTML, when there is
 * one, loses the classes nothing reads; a pre-rendered page too large whole gets the rest of its CSS linked at its fold.
 */
function placeCss(pageContext: PageContextServer, collected: string): string {
  const css = pageCss(collected)
  if (pageContext.pageHtmlString === undefined) return css
  const body = withoutUnreadClasses(pageContext.pageHtmlString, collected)
  pageContext.pageHtmlString = body
  const fold = firstScreenEnd(body)
  if (fold <= 0 || !pageContext.isPrerendering || keptWhole(pageContext.pageId) || !tooLargeWhole(body + css))
    return css
  const { head, rest } = splitPageCss(collected, body, fold)
  const file = restCssFile(rest)
  writeOnce(path.join(process.cwd(), 'dist/client', file), rest)
  pageContext.pageHtmlString = `${body.slice(0, fold)}<link rel="stylesheet" href="${file}">${body.slice(fold)}`
  return head
}

/** The CSS of styled-components' own <style> tag for the page (empty when the page rendered no styled component). */
const sheetCss = (tags: string) => /^<style[^>]*>([\s\S]*)<\/style>$/.exec(tags)?.[1] ?? ''

/**
 * Writes a file named by its content's hash, unless a page rendered before (in this or another batch) wrote it; under a
 * temporary name, then renamed (writeCacheFile), so that a batch never links half of it.
 */
function writeOnce(file: string, text: string) {
  if (fs.existsSync(file)) return
  fs.mkdirSync(path.dirname(file), { recursive: true })
  writeCacheFile(file, text)
}
