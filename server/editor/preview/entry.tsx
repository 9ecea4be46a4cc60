import { escapeUTF8 } from 'entities'
// The web editor's preview, bundled by Vite with the site's own plugins (scripts/buildEditorPreview.ts), so the pages,
// their components and content/ load as they do when the site is built: MDX, pictures, styled-components' class names.
// server/editor/preview/renderPreview.ts compiles the edited text and calls renderPage with it.
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import AboutPage from '../../../pages/about/@category/+Page'
import BlogPage from '../../../pages/blog/@slug/+Page'
import LongformPage from '../../../pages/longform/+Page'
import ProductPage from '../../../pages/products/@slug/+Page'
import Layout from '../../../renderer/+Layout'
import { pageCss, withoutUnreadClasses } from '../../../renderer/pageCss'
import { theme } from '../../../renderer/theme'
import { withStandIn } from '../../../content/collection'
import { editorText as editor } from '../../../content/editor'
import type { MdxModule } from '../../../content/mdxModule'
import { momentAt, momentOfPublishAt } from '../../../content/policyDays'
import type { ContentKind } from '../../../content/schemas/frontmatter'
import { blogData, entryOf, legalData } from './pageData'
import { PreviewBanner } from './PreviewBanner'

/** What renderPage needs: the file (content/<kind>/<slug>.mdx), its edited text run (runMdx), and the moment it stands in. */
export type PreviewPage = { file: string; mdx: MdxModule; now: Date }

/** The page of `file` as the site will show it, rendered from `mdx`: a whole HTML document with its CSS inline. */
export function renderPage({ file, mdx, now }: PreviewPage): string {
  const [, kind, slug] = file.replace(/\.mdx$/, '').split('/') as [string, ContentKind, string]
  const moment = momentAt(now)
  const { url, data, Page } = routeOf(kind, file, slug, mdx, moment.slice(0, 10))
  const fm = data.frontmatter ?? data.entry.frontmatter
  const banner = bannerOf(fm, moment)
  const sheet = new ServerStyleSheet()
  try {
    const body = withStandIn(file, mdx.default, () =>
      renderToString(
        <StyleSheetManager sheet={sheet.instance}>
          <VikeReactProviderPageContext pageContext={{ urlPathname: url, data } as unknown as PageContext}>
            {banner && <ThemeProvider theme={theme}>{banner}</ThemeProvider>}
            <Layout>
              <Page />
            </Layout>
          </VikeReactProviderPageContext>
        </StyleSheetManager>,
      ),
    )
    const collected = /^<style[^>]*>([\s\S]*)<\/style>$/.exec(sheet.getStyleTags())?.[1] ?? ''
    return document(editor.preview.title(fm.title), pageCss(collected), withoutUnreadClasses(body, collected))
  } finally {
    sheet.seal()
  }
}

type Route = {
  url: string
  data: { frontmatter?: Frontmatter; entry: { frontmatter: Frontmatter } }
  Page: () => ReactNode
}
type Frontmatter = { title: string; draft?: boolean; publishAt?: string }

/** The page route of the file's folder and the data its +data would give it. */
function routeOf(kind: ContentKind, file: string, slug: string, mdx: MdxModule, day: string): Route {
  const as = (url: string, data: object, Page: () => ReactNode) => ({ url, data, Page }) as Route
  switch (kind) {
    case 'blog':
      return as(`/blog/${slug}`, blogData(entryOf('blog', file, mdx)), BlogPage)
    case 'legal':
      return as(`/${slug}`, legalData(entryOf('legal', file, mdx), slug, day), LongformPage)
    case 'pages':
      return as(`/${slug}`, { kind: 'pages', entry: entryOf('pages', file, mdx) }, LongformPage)
    case 'products':
      return as(`/products/${slug}`, entryOf('products', file, mdx), ProductPage)
    case 'about':
      return as(`/about/${slug}`, entryOf('about', file, mdx), AboutPage)
  }
}

/** The banner of a page the site does not show yet: a draft, or an article whose minute is still to come. */
function bannerOf(fm: Frontmatter, moment: string) {
  if (fm.draft) return <PreviewBanner>{editor.preview.draft}</PreviewBanner>
  if (fm.publishAt && momentOfPublishAt(fm.publishAt) > moment)
    return <PreviewBanner>{editor.preview.scheduled(fm.publishAt)}</PreviewBanner>
  return undefined
}

function document(title: string, css: string, body: string) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeUTF8(title)}</title>
<style data-page-css="">${css}</style>
</head>
<body>${body}</body>
</html>
`
}
