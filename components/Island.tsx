import type { ComponentType } from 'react'
import { islands, type IslandName } from './islands'

/**
 * Server-renders a widget and marks it for hydration in the browser (see renderer/+client.ts), when its `hydrateOn` says.
 * Pages stay HTML-only; only what sits inside an Island ships JavaScript.
 * Props must be JSON-serialisable: they travel in a data attribute.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  function Island(props: P) {
    return (
      <div
        data-island={name}
        data-hydrate={islands[name].hydrateOn}
        data-replay={islands[name].readsPageState ? 'off' : undefined}
        data-props={JSON.stringify(props)}
      >
        <Component {...props} />
      </div>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
