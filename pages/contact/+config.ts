import type { Config } from 'vike/types'

// https://vike.dev/meta — /contact and /contact/thank-you are HTML-only; the form hydrates as an island.
export default {
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
