import type { Config } from 'vike/types'

// https://vike.dev/meta — the home page is HTML-only (its widgets hydrate as islands), so its Page component,
// and with it the world map data, must never be bundled for the browser.
export default {
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
