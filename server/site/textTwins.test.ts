import { describe, expect, test } from 'vitest'
import { prefersMarkdown, twinOf } from './textTwins'

describe('Accept: text/markdown', () => {
  test.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html, text/markdown', true],
    ['text/markdown;q=0.5, text/html', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['*/*', false],
    ['text/markdown;q=0', false],
    [undefined, false],
  ])('%s → Markdown: %s', (accept, markdown) => {
    expect(prefersMarkdown(accept)).toBe(markdown)
  })

  test('the twin of a page file', () => {
    expect(twinOf('index.html')).toBe('index.md')
    expect(twinOf('privacy/index.html')).toBe('privacy.md')
    expect(twinOf('about/vision/index.html')).toBe('about/vision.md')
  })
})
