import type { ComponentType } from 'react'

type IslandSettings = {
  /** The widget's code, loaded only on pages that contain it, and only when `hydrateOn` says. */
  load: () => Promise<{ default: ComponentType<never> }>
  /**
   * When the island's code is asked for (renderer/islandTriggers.ts); no island loads with the page.
   * - `interaction`: the visitor's pointer, finger, focus or a key reaches the island (for the header's island, the
   *   header). Until then it is its server-rendered HTML, which works on its own (links, forms, the CSS menu).
   * - `visible`: it comes near the screen, or is interacted with first. For widgets that fetch what they show (the
   *   ticker) or are used as soon as they are seen (the map's controls).
   * - `query`: at once when the address has a query string (a shared, filtered view of the video library).
   */
  hydrateOn: 'interaction' | 'visible' | 'interaction query'
  /**
   * Reads what the visitor did before hydration back from the page (the header's open menus), so the buttons pressed
   * meanwhile are not pressed again for it. Every other island gets those presses replayed once it is live.
   */
  readsPageState?: boolean
  /**
   * Puts other elements in place of its HTML's controls as it goes live (the phone menu's <summary> gives way to its
   * button): it hydrates in one task, right after the check that no press is under way (renderer/hydrateIslands.tsx).
   * Hydrated bit by bit, a press could begin on the <summary> and end on the button, and its click reach neither: the
   * visitor's first tap on the menu did nothing (about 1 in 15 runs of a test that clicked as the page opened).
   */
  swapsControls?: boolean
  /** Uses no styled-components (its styles are server-rendered), so it hydrates without that runtime. */
  unthemed?: boolean
}

/**
 * Every widget that hydrates in the browser, declared once. A page uses one as `island('Name', Component)`
 * (components/Island.tsx), whose name TypeScript checks against these.
 */
const declared = {
  NavBar: {
    load: () => import('./shell/NavBar'),
    hydrateOn: 'interaction',
    readsPageState: true,
    swapsControls: true,
    unthemed: true,
  },
  // A visitor who only reads never loads it: it goes live on the first focus or press in it (the text typed meanwhile
  // handed over), and posts without JavaScript until then.
  ContactForm: { load: () => import('./contact/ContactForm'), hydrateOn: 'interaction' },
  MapControls: { load: () => import('./islands/MapControls/MapControls'), hydrateOn: 'visible' },
  TradeNewsTicker: { load: () => import('./islands/TradeNewsTicker/TradeNewsTicker'), hydrateOn: 'visible' },
  VideoLibrary: { load: () => import('./islands/VideoLibrary/VideoLibrary'), hydrateOn: 'interaction query' },
  VideoPlayer: { load: () => import('./islands/VideoPlayer/VideoPlayer'), hydrateOn: 'interaction' },
  // They move by CSS until a control is used (PartnerCarousels/cssRotation.ts).
  LogoCarousel: { load: () => import('./islands/PartnerCarousels/LogoCarousel'), hydrateOn: 'interaction' },
  SpotlightCarousel: { load: () => import('./islands/PartnerCarousels/SpotlightCarousel'), hydrateOn: 'interaction' },
  PartnerTabs: { load: () => import('./islands/PartnerTabs/PartnerTabs'), hydrateOn: 'interaction' },
  // Its place shows only where a finger points (components/blog/ShareLinks.tsx): a desktop never loads it.
  ShareSheet: { load: () => import('./islands/ShareSheet/ShareSheet'), hydrateOn: 'visible', unthemed: true },
} satisfies Record<string, IslandSettings>

export type IslandName = keyof typeof declared
export const islands: Record<IslandName, IslandSettings> = declared
