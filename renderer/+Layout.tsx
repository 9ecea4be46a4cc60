import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { Footer } from '../components/shell/Footer'
import { Header } from '../components/shell/Header'
import { SkipLink } from '../components/shell/SkipLink'
import { GlobalStyle } from './GlobalStyle'
import { theme } from './theme'

// https://vike.dev/Layout — the shell on every page.
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </ThemeProvider>
  )
}
