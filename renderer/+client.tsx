// https://vike.dev/client — the only client entry: pages are HTML-only and we hydrate the widgets they mark.
import { hydrateRoot } from 'react-dom/client'
import { ThemeProvider } from 'styled-components'
import { islands, type IslandName } from '../components/islands'
import { theme } from './theme'

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = el.dataset.island as IslandName
  const props = JSON.parse(el.dataset.props ?? '{}')
  islands[name]()
    .then(({ default: Widget }) => {
      const W = Widget as React.ComponentType<Record<string, unknown>>
      hydrateRoot(el, <ThemeProvider theme={theme}><W {...props} /></ThemeProvider>)
    })
    .catch((error: unknown) => console.error(`Could not load the ${name} widget`, error))
}
