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
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type IslandName = keyof typeof islands
