import { describe, expect, it } from 'vitest'
import { blogFirstPageAlias, blogPageUrl, isLaterBlogPage } from './blogPages'

describe("the blog list's addresses", () => {
  it('gives page 1 as /blog and the pages after it under /blog/page/', () => {
    expect([1, 2, 10].map(blogPageUrl)).toEqual(['/blog', '/blog/page/2', '/blog/page/10'])
  })

  it('counts only the pages after the first as later pages; /blog/page/1 is a redirect to /blog', () => {
    expect(['/blog/page/2', '/blog/page/9', '/blog/page/10', '/blog/page/123'].filter(isLaterBlogPage)).toHaveLength(4)
    expect(['/blog', '/blog/page/1', '/blog/page/0', '/blog/page/02', '/blog/page/x'].some(isLaterBlogPage)).toBe(false)
    expect(blogFirstPageAlias).toEqual({ from: '/blog/page/1', to: '/blog', status: 301 })
  })
})
