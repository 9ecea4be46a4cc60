// Hydrates one widget a page marks with data-island (see components/Island.tsx); loaded by +client.ts when the island
// is woken (islandTriggers.ts).
import { startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { hydrateRoot } from 'react-dom/client'
import { islands, type IslandName } from '../components/islands'

/**
 * Marks the island `data-hydrated` once React has taken it over, so styles and tests can tell a live widget from its
 * HTML: in a layout effect, after the widget's own (which may read what the visitor did to the HTML) and before the
 * browser paints, so the page never shows a live widget in its HTML state. Tells the caller once the widget's effects
 * have run too (the video library reads its filter from the address in one), so what is handed over then stays.
 */
function MarkHydrated({ el, onHydrated, children }: { el: HTMLElement; onHydrated: () => void; children: ReactNode }) {
  useLayoutEffect(() => el.setAttribute('data-hydrated', ''), [el])
  useEffect(() => onHydrated(), [onHydrated])
  return children
}

/** `ready` resolves when React may take the island's elements over (islandTriggers.ts: not under a pressed pointer). */
export async function hydrateIsland(el: HTMLElement, ready: () => Promise<void>): Promise<void> {
  const name = el.dataset.island as IslandName
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>
  // styled-components' runtime loads only with an island that needs the theme, so pages whose only widget is the header stay small.
  const [{ default: Widget }, themed] = await Promise.all([
    islands[name].load(),
    islands[name].unthemed ? null : import('./ThemedRoot'),
  ])
  const W = Widget as React.ComponentType<Record<string, unknown>>
  await ready()
  return new Promise((resolve) => {
    const widget = (
      <MarkHydrated el={el} onHydrated={resolve}>
        <W {...props} />
      </MarkHydrated>
    )
    const hydrate = () => {
      hydrateRoot(el, themed ? <themed.ThemedRoot>{widget}</themed.ThemedRoot> : widget)
    }
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole widget (the partner carousels took one 100 ms task on a throttled phone). A widget that swaps its
    // controls hydrates at once instead, in this task: no press can begin between `ready` and the swap.
    if (islands[name].swapsControls) flushSync(hydrate)
    else startTransition(hydrate)
  })
}
