import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'
import vikeReactStyledComponents from 'vike-react-styled-components/config'

// https://vike.dev/config
export default {
  extends: [vikeReact, vikeReactStyledComponents],
  // One page at a time: styled-components numbers its style groups in the order components first render, so pages
  // rendered side by side came out different from build to build. Rendering is synchronous CPU work in this one
  // process, so rendering two at once saved nothing measurable (1,000 articles: see the note of issue 24).
  prerender: { parallel: 1 },
  // Pages are rendered to HTML only; widgets hydrate as islands (+client.ts, after the first paint).
  clientHooks: false,
  lang: 'en',
  // Nothing renders in the browser but the islands (+client.ts), so the page component and the head settings stay on
  // the server. Without this every page's client entry bundles its whole content (1,000 blog articles: a 3.4 MB file
  // nobody loads, which makes the build slower by a third).
  meta: {
    Page: { env: { server: true, client: false } },
    title: { env: { server: true, client: false } },
    description: { env: { server: true, client: false } },
  },
} satisfies Config
