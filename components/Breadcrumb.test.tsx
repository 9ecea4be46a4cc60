import { renderToStaticMarkup } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it } from 'vitest'
import { theme } from '../renderer/theme'
import { Breadcrumb } from './Breadcrumb'
import { siteUrl } from './seo/siteUrl'

const render = (items: { name: string; href: string }[]) =>
  renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <Breadcrumb items={items} />
    </ThemeProvider>,
  )

describe('Breadcrumb', () => {
  it('always starts with Home and marks the last item as the current page', () => {
    const html = render([
      { name: 'Videos', href: '/videos' },
      { name: 'A <b> title', href: '/videos/abc' },
    ])
    expect(html).toContain('<nav aria-label="Breadcrumb"')
    expect(html.indexOf('>Home</a>')).toBeLessThan(html.indexOf('>Videos</a>'))
    expect(html).toContain('<span aria-current="page">A &lt;b&gt; title</span>')
  })

  it('emits a BreadcrumbList with absolute URLs and no raw "<" in the script', () => {
    const html = render([{ name: 'A <b> title', href: '/videos/abc' }])
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!
    expect(json).not.toContain('<')
    const data = JSON.parse(json)
    expect(data['@type']).toBe('BreadcrumbList')
    expect(data.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ['Home', `${siteUrl()}/`],
      ['A <b> title', `${siteUrl()}/videos/abc`],
    ])
  })
})
