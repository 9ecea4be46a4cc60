import type { Config } from 'vike/types'

// https://vike.dev/meta — the newsletter's pages are HTML-only: plain forms, filled in by the server.
export default {
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
