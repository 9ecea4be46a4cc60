import type { ComponentType } from 'react'

/**
 * Every widget that hydrates in the browser, loaded only on pages that contain it.
 * Add a line here and wrap the component with `island('Name', Component)` where a page uses it.
 */
export const islands = {
  NavBar: () => import('./shell/NavBar'),
  ContactForm: () => import('./contact/ContactForm'),
  MapControls: () => import('./islands/MapControls/MapControls'),
  TradeNewsTicker: () => import('./islands/TradeNewsTicker/TradeNewsTicker'),
  VideoLibrary: () => import('./islands/VideoLibrary/VideoLibrary'),
  VideoPlayer: () => import('./islands/VideoPlayer/VideoPlayer'),
  LogoCarousel: () => import('./islands/PartnerCarousels/LogoCarousel'),
  SpotlightCarousel: () => import('./islands/PartnerCarousels/SpotlightCarousel'),
  PartnerTabs: () => import('./islands/PartnerTabs/PartnerTabs'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type IslandName = keyof typeof islands

/**
 * When an island's code is asked for (renderer/islandTriggers.ts); no island loads with the page.
 * - `interaction`: the visitor's pointer, finger, focus or a key reaches the island (for the header's island, the header).
 *   Until then it is its server-rendered HTML, which works on its own (links, forms, the CSS menu).
 * - `visible`: it comes near the screen, or is interacted with first. For widgets that move by themselves (carousels,
 *   the ticker) or are used as soon as they are seen (the map's controls, the contact form's checks).
 * - `query`: at once when the address has a query string (a shared, filtered view of the video library).
 */
export const hydrateOn = {
  NavBar: 'interaction',
  ContactForm: 'visible',
  MapControls: 'visible',
  TradeNewsTicker: 'visible',
  VideoLibrary: 'interaction query',
  VideoPlayer: 'interaction',
  LogoCarousel: 'visible',
  SpotlightCarousel: 'visible',
  PartnerTabs: 'interaction',
} as const satisfies Record<IslandName, 'interaction' | 'visible' | 'interaction query'>

/**
 * Islands that read what the visitor did before hydration back from the page (the header's open menus), so the buttons
 * pressed meanwhile are not pressed again for them. Every other island gets those presses replayed once it is live.
 */
export const readsPageState: ReadonlySet<IslandName> = new Set<IslandName>(['NavBar'])

/** Islands that do not use styled-components (their styles are server-rendered), so they hydrate without its runtime. */
export const unthemedIslands: ReadonlySet<IslandName> = new Set<IslandName>(['NavBar'])
