// https://vike.dev/onBeforeRender — used for one thing only, while the build pre-renders: Vike (0.4.266) keeps what it
// has written of every page until the last page is done, so a build's memory grew with every page (a build of ten
// thousand articles ran out of memory a thousand pages in; vikejs/vike#3159). Before each page renders, the pages
// already written are let go:
// - the pre-render context's `output` list, HTML and pageContext of each page (for deployment adapters; not read here);
// - what vike-react and our style sheet hooks leave on each page's pageContext, which the pre-render context's
//   `pageContexts` list keeps: the body HTML (`pageHtmlString`, about 220 KB a page as V8 holds a string built piece
//   by piece) and the page's style sheet with every CSS rule it rendered (`styledComponents`, about 60 KB). Both are
//   read only while that page's document is put together. (Measured in heap snapshots of a 1,000-article build.)
// - what Vike leaves on it: the last file it wrote for the page (`_prerenderResult`), its whole HTML (~60 KB an
//   article: 150 MB of a batch's 256 MB heap at 2,500 articles, measured with --trace-gc).
// A no-op on the server and in `npm run dev`, where there is no pre-render context; a no-op if Vike renames a field.
type PrerenderingContext = {
  _prerenderContext?: {
    output?: unknown[]
    pageContexts?: { pageHtmlString?: string; styledComponents?: unknown; _prerenderResult?: unknown }[]
  }
}

/** The pre-render context's list of pages, and the index before which its pages are let go already. */
let list: unknown[] | undefined
let cursor = 0

export default function onBeforeRender(pageContext: PrerenderingContext) {
  const context = pageContext._prerenderContext
  if (Array.isArray(context?.output)) context.output.length = 0
  // Pages render one at a time, in the list's order (+config.ts): the pages before this one have their HTML and are
  // written; this one has none yet. Each page is let go once (looking at every page before each would be 50 million
  // looks in a batch of 10,000).
  const pages = context?.pageContexts
  if (!Array.isArray(pages)) return
  if (pages !== list) [list, cursor] = [pages, 0]
  for (; cursor < pages.length && pages[cursor]!.pageHtmlString !== undefined; cursor++) {
    delete pages[cursor]!.pageHtmlString
    delete pages[cursor]!.styledComponents
    delete pages[cursor]!._prerenderResult
  }
}
