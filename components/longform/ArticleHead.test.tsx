import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../content/site'
import { ArticleHead } from './ArticleHead'

const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)

describe('ArticleHead', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('gives the Article an absolute mainEntityOfPage and url, even when SITE_URL is set but empty', () => {
    vi.stubEnv('SITE_URL', '')
    const data = jsonLd(
      renderToStaticMarkup(
        <ArticleHead page={{ title: 'T', description: 'D', updated: '2025-01-02' }} url="/blog/a-post" jsonLd />,
      ),
    )
    const expected = `${site.url.replace(/\/+$/, '')}/blog/a-post`
    expect(data['@type']).toBe('Article')
    expect(data.mainEntityOfPage['@id']).toBe(expected)
    expect(data.url).toBe(expected)
  })

  it('uses SITE_URL when set, and escapes "<" so the data cannot close its script element', () => {
    vi.stubEnv('SITE_URL', 'https://staging.example.com/')
    const html = renderToStaticMarkup(
      <ArticleHead page={{ title: 'A </script> B', description: 'D', updated: '2025-01-02' }} url="/privacy" jsonLd />,
    )
    expect(html).not.toContain('A </script>')
    const data = jsonLd(html)
    expect(data.headline).toBe('A </script> B')
    expect(data.mainEntityOfPage['@id']).toBe('https://staging.example.com/privacy')
  })
})
