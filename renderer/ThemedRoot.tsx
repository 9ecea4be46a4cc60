import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { theme } from './theme'

/** Gives an island's styled components the theme. Loaded only for islands that use styled-components. */
export function ThemedRoot({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}
