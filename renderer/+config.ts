import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'
import vikeReactStyledComponents from 'vike-react-styled-components/config'

// https://vike.dev/config
export default {
  extends: [vikeReact, vikeReactStyledComponents],
  // Pre-rendering runs as a process of its own (`vike prerender` in package.json's build), which starts without the
  // memory the bundler kept: a build of 1,000 articles peaks at 777 MB instead of 1,047 MB. One page at a time:
  // styled-components numbers its style groups in the order components first render, so pages rendered side by side
  // came out different from build to build; rendering is synchronous CPU work in one thread, so two at once saved
  // nothing measurable. Its heap is capped (NODE_OPTIONS=--max-old-space-size=512 there): each page is garbage once
  // written, and V8 let it pile up to 1.6 GB at 10,000 articles; what pre-rendering keeps fits in 160 MB at 3,000.
  prerender: { parallel: 1, disableAutoRun: true },
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
