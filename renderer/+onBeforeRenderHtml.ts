// https://vike.dev/onBeforeRenderHtml — each page collects the CSS of what it renders in a sheet of its own
// (+Wrapper.tsx hands it to styled-components; +onAfterRenderHtml.ts writes it into the page).
import { ServerStyleSheet } from 'styled-components'
import type { PageContextServer } from 'vike/types'

export default function onBeforeRenderHtml(pageContext: PageContextServer) {
  pageContext.styledComponents = { sheet: new ServerStyleSheet() }
}

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's style sheet, while its HTML is put together (let go afterwards in the build: +onBeforeRender.ts). */
      styledComponents?: { sheet: ServerStyleSheet }
    }
  }
}
