// https://vike.dev/onBeforeRender — used for one thing only, while the build pre-renders: Vike (0.4.266) keeps every
// page it has written, HTML and pageContext, in its pre-render context's `output` list until the last page is done
// (vikejs/vike#3159). A build of ten thousand articles ran out of memory a thousand pages in. This site does not read
// that list (it is for deployment adapters), so the pages already written are let go before the next one renders.
// A no-op on the server and in `npm run dev`, where there is no pre-render context; a no-op if Vike renames the field.
type PrerenderingContext = { _prerenderContext?: { output?: unknown[] } }

export default function onBeforeRender(pageContext: PrerenderingContext) {
  const output = pageContext._prerenderContext?.output
  if (Array.isArray(output)) output.length = 0
}
