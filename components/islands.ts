import type { ComponentType } from 'react'

/**
 * Every widget that hydrates in the browser, loaded only on pages that contain it.
 * Add a line here and wrap the component with `island('Name', Component)` where a page uses it.
 */
export const islands = {
  NavBar: () => import('./shell/NavBar'),
  ContactForm: () => import('./contact/ContactForm'),
  MapControls: () => import('../pages/index/sections/TariffBanner/MapControls'),
  TradeNewsTicker: () => import('../pages/index/sections/TradeNews/TradeNewsTicker'),
  VideoLibrary: () => import('../pages/videos/VideoLibrary'),
  VideoPlayer: () => import('../pages/videos/@videoId/VideoPlayer'),
  LogoCarousel: () => import('../pages/partners/LogoCarousel'),
  SpotlightCarousel: () => import('../pages/partners/SpotlightCarousel'),
  PartnerTabs: () => import('../pages/partners/PartnerTabs'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type IslandName = keyof typeof islands

/** Islands that do not use styled-components (their styles are server-rendered), so they hydrate without its runtime. */
export const unthemedIslands: ReadonlySet<IslandName> = new Set<IslandName>(['NavBar'])
