import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

// https://vike.dev/config
export default {
  extends: [vikeReact],
  // styled-components on the server: a sheet per page (+onBeforeRenderHtml.ts, +Wrapper.tsx), written into the page
  // without the markers only its browser runtime reads (+onAfterRenderHtml.tsx, pageCss.ts).
  // Pre-rendering runs as processes of their own (scripts/prerender.ts, after `vike build`), which start without the
  // memory the bundler kept, one batch of pages each (renderer/prerenderBatch.ts); the last leaves dist/server to that
  // script. One page at a time: styled-components numbers its style groups in the order components first render, so
  // pages rendered side by side came out different from build to build; rendering is synchronous CPU work in one
  // thread, so two at once saved nothing measurable. `partial`: a batch renders only some pages, and Vike would warn
  // about each of the others; a link to a page nobody pre-rendered fails the build's link check (scripts/checkLinks.ts).
  prerender: { parallel: 1, disableAutoRun: true, keepDistServer: true, partial: true },
  // Pages are rendered to HTML only; widgets hydrate as islands (+client.ts, after the first paint).
  clientHooks: false,
  // Every link is a whole page load (https://vike.dev/clientRouting), so pre-rendering writes no pageContext.json beside
  // each page (postbuild deleted them): serialising and writing them cost a tenth of pre-rendering, 212 s against
  // 185–193 s at 10,000 articles (npm run bench:build). The pages' HTML is the same byte for byte.
  clientRouting: false,
  lang: 'en',
  // Nothing renders in the browser but the islands (+client.ts), so the page component and the head settings stay on
  // the server. Without this every page's client entry bundles its whole content (1,000 blog articles: a 3.4 MB file
  // nobody loads, which makes the build slower by a third).
  meta: {
    Page: { env: { server: true, client: false } },
    title: { env: { server: true, client: false } },
    description: { env: { server: true, client: false } },
    // The layout (the header, the footer, the global style with both schemes' palettes) is HTML too: with the browser's
    // bundle importing it, every island's first load carried the global style and both palettes (0.7 KB brotli, measured).
    Layout: { env: { server: true, client: false } },
  },
} satisfies Config
