import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'
import vikeReactStyledComponents from 'vike-react-styled-components/config'

// https://vike.dev/config
export default {
  extends: [vikeReact, vikeReactStyledComponents],
  prerender: true,
  // Pages are rendered to HTML only; widgets hydrate as islands from +client.tsx.
  clientHooks: false,
  lang: 'en',
} satisfies Config
