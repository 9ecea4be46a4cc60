import { describe, expect, it } from 'vitest'
import { withoutMarked } from './html'

describe('withoutMarked: the parts of a page a reader of its text or its search does not need, cut before parsing', () => {
  it('takes out each marked element with all it holds, the same tags nested inside it too', () => {
    const html =
      '<p>Text</p><div data-twin-ignore=""><div><div>Read next</div></div><p>More</p></div><p>After</p>' +
      '<section class="x" data-twin-ignore><section>Share</section></section><p>End</p>'
    expect(withoutMarked(html, 'data-twin-ignore')).toBe('<p>Text</p><p>After</p><p>End</p>')
  })

  it('leaves a page without the mark, and an attribute that only begins with its name, as they are', () => {
    const html = '<div data-twin-ignored=""><p>Kept</p></div><p>data-twin-ignore in the text</p>'
    expect(withoutMarked(html, 'data-twin-ignore')).toBe(html)
  })

  it('cuts only elements marked with the attribute asked for', () => {
    const html =
      '<div data-search-ignore="" data-twin-ignore=""><p>End</p></div><div data-search-ignore=""><p>Form</p></div><p>Kept</p>'
    expect(withoutMarked(html, 'data-twin-ignore')).toBe('<div data-search-ignore=""><p>Form</p></div><p>Kept</p>')
    expect(withoutMarked(html, 'data-search-ignore')).toBe('<p>Kept</p>')
  })

  it('leaves an element whose end it cannot find in place, for the parser to drop', () => {
    const html = '<p>Text</p><div data-twin-ignore=""><p>Never closed</p>'
    expect(withoutMarked(html, 'data-twin-ignore')).toBe(html)
  })
})
