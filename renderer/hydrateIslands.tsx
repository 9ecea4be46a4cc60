// Hydrates the widgets a page marks with data-island (see components/Island.tsx); loaded by +client.ts.
import { startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islands, unthemedIslands, type IslandName } from '../components/islands'

/** Marks the island `data-hydrated` once React has taken it over, so tests and styles can tell a live widget from its HTML. */
function MarkHydrated({ el, children }: { el: HTMLElement; children: ReactNode }) {
  useEffect(() => el.setAttribute('data-hydrated', ''), [el])
  return children
}

export function hydrateIslands() {
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = el.dataset.island as IslandName
    const props = JSON.parse(el.dataset.props ?? '{}')
    // styled-components' runtime loads only with an island that needs the theme, so pages whose only widget is the header stay small.
    Promise.all([islands[name](), unthemedIslands.has(name) ? null : import('./ThemedRoot')])
      .then(([{ default: Widget }, themed]) => {
        const W = Widget as React.ComponentType<Record<string, unknown>>
        const widget = <MarkHydrated el={el}><W {...props} /></MarkHydrated>
        // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
        // for the whole widget (the partner carousels took one 100 ms task on a throttled phone).
        startTransition(() => {
          hydrateRoot(el, themed ? <themed.ThemedRoot>{widget}</themed.ThemedRoot> : widget)
        })
      })
      .catch((error: unknown) => console.error(`Could not load the ${name} widget`, error))
  }
}
