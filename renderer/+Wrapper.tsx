// https://vike.dev/Wrapper — the page's styled components write their CSS into the page's own sheet
// (+onBeforeRenderHtml.ts), never into a sheet shared by every page the server renders.
import type { ReactNode } from 'react'
import { StyleSheetManager } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'

export default function Wrapper({ children }: { children: ReactNode }) {
  const { styledComponents } = usePageContext()
  return <StyleSheetManager sheet={styledComponents?.sheet.instance}>{children}</StyleSheetManager>
}
