import { expect, it } from 'vitest'
import onBeforeRender from './+onBeforeRender'

// The pre-render context as Vike 0.4.266 keeps it while a batch renders one page after another: each page written
// keeps its body HTML and style sheet (vike-react, +onBeforeRenderHtml.ts) and the file Vike wrote for it.
const written = (url: string) => ({
  urlOriginal: url,
  pageHtmlString: `<main>${url}</main>`,
  styledComponents: { sheet: {} },
  _prerenderResult: { filePath: `dist/client${url}/index.html`, fileContent: `<!DOCTYPE html>${url}` },
})

it('lets go of every written page’s HTML before the next page renders, and keeps what that page needs', () => {
  const next = { urlOriginal: '/blog/c' }
  const later = { urlOriginal: '/blog/d' }
  const pages: Record<string, unknown>[] = [written('/blog/a'), written('/blog/b'), next, later]
  const output = [{ fileContent: '<!DOCTYPE html>/blog/b' }]
  onBeforeRender({ _prerenderContext: { output, pageContexts: pages } })

  expect(output).toEqual([])
  for (const page of pages.slice(0, 2)) expect(Object.keys(page)).toEqual(['urlOriginal'])
  expect(pages.slice(2)).toEqual([{ urlOriginal: '/blog/c' }, { urlOriginal: '/blog/d' }])

  // The page just rendered is let go when the one after it starts.
  Object.assign(next, written('/blog/c'))
  onBeforeRender({ _prerenderContext: { output, pageContexts: pages } })
  expect(Object.keys(next)).toEqual(['urlOriginal'])
})

it('does nothing on the server or in development, where there is no pre-render context', () => {
  const pageContext = { pageHtmlString: '<main></main>' }
  onBeforeRender(pageContext as Parameters<typeof onBeforeRender>[0])
  expect(pageContext).toEqual({ pageHtmlString: '<main></main>' })
})
