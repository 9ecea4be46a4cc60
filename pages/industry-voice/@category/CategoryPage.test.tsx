import { renderToStaticMarkup } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it } from 'vitest'
import { testimonials } from '../../../content/testimonials'
import { theme } from '../../../renderer/theme'
import { CategoryPage } from './CategoryPage'

const render = (list: (typeof testimonials)[number][]) =>
  renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <CategoryPage slug="freight-booking" title="Freight Booking" testimonials={list} />
    </ThemeProvider>,
  )

describe('a category page', () => {
  it('says "No testimonials found" with a link back when the topic has no quotes', () => {
    const html = render([])
    expect(html).toContain('No testimonials found')
    expect(html).toContain('href="/industry-voice#topics">Browse all topics</a>')
  })
  it('lists the quotes with name and title, and keeps the fixed links', () => {
    const html = render([testimonials[1]])
    expect(html).not.toContain('No testimonials found')
    expect(html).toContain(testimonials[1].name)
    expect(html).toContain(testimonials[1].title)
    expect(html).toMatch(/Back to Home/)
    expect(html).toMatch(/All Categories/)
  })
})
