import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildEditorPreview } from '../../scripts/buildEditorPreview'
import { renderPreview } from './preview/renderPreview'
import { tempDir } from '../testing/tempDirs'

const root = path.resolve(__dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
/** The text a person reads: the document without its tags, its style, or React's markers between text parts. */
const text = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

const now = new Date('2026-12-06T10:00:00Z')
const article = (front: string, body: string) =>
  `---\ntitle: Ports that talk to each other\ndescription: How the Clearing House lets two ports share a container's papers.\n` +
  `date: 2026-12-01\nupdated: 2026-12-01\nauthor: Mei Lin Tan\ntags: [Sustainability]\n${front}---\n\n${body}\n`

// The site's bundle of the preview, as the build makes it (scripts/build.ts), in a folder of this file's: the build's
// dist/editor-preview/ is read meanwhile by the editors other test files start.
const bundle = path.join(tempDir('editor-preview'), 'entry.mjs')
beforeAll(() => buildEditorPreview(root, bundle))
const preview = (file: string, source: string, options: { now: Date }) =>
  renderPreview(file, source, { ...options, bundle })

describe('the preview of an edited content file, as the site will show its page', () => {
  it("shows a new blog article's edited text in the site's frame, with its author and date", async () => {
    const body = '## What changed at the quay\n\nTwo ports now read one passport for each container.'
    const { html } = await preview('content/blog/ports-that-talk.mdx', article('', body), { now })
    expect(html).toMatch(/^<!DOCTYPE html>/)
    expect(html).toMatch(/<style data-page-css="">[\s\S]+<\/style>/)
    expect(html).not.toContain('<script')
    const words = text(html)
    expect(words).toContain('Ports that talk to each other')
    expect(html).toMatch(/<h2[^>]*id="what-changed-at-the-quay"[^>]*>(<a [^>]*>)?What changed at the quay</)
    expect(words).toContain('Two ports now read one passport for each container.')
    expect(html).toMatch(/<header[^>]*>[\s\S]*href="\/products"/)
    expect(words).toContain('Mei Lin Tan · 1 December 2026')
    expect(words).not.toContain('Scheduled:')
  })

  it('shows an article whose publishAt is still to come with a banner saying when it appears', async () => {
    const source = article('publishAt: 2026-12-07T09:00\n', 'Out tomorrow morning.').replace(
      'date: 2026-12-01',
      'date: 2026-12-07',
    )
    const { html } = await preview('content/blog/ports-that-talk.mdx', source, { now })
    expect(text(html)).toContain('Scheduled: appears on the site on December 7, 2026 at 09:00 (Europe/Dublin time)')
    const later = await preview('content/blog/ports-that-talk.mdx', source, { now: new Date('2026-12-08') })
    expect(text(later.html)).not.toContain('Scheduled:')
  })

  it('shows a draft with a banner saying it is not published', async () => {
    const { html } = await preview('content/blog/ports-that-talk.mdx', article('draft: true\n', 'Not yet.'), {
      now,
    })
    expect(text(html)).toContain('Draft: not published')
  })

  it("shows a policy's effective date in its text and its heading", async () => {
    const source = read('content/legal/privacy.mdx').replace(/^effective: .*$/m, 'effective: 2025-04-01')
    const { html } = await preview('content/legal/privacy.mdx', source, { now })
    expect(text(html)).toMatch(/This Privacy Policy is effective from 01\.04\.2025 ?\./)
    expect(text(html)).toContain('Effective 01.04.2025')
  })

  it('renders a product page from its Hero down', async () => {
    const source = read('content/products/fr8lens.mdx').replace(/^title: .*$/m, 'title: Fr8lens, edited')
    const { html } = await preview('content/products/fr8lens.mdx', source, { now })
    expect(html).toMatch(/<h1[^>]*>Fr8lens, edited<\/h1>/)
    expect(html).toContain('src="/images/products/fr8lens.svg"')
  })

  it("shows an image as its file, served by the editor's route", async () => {
    const { html } = await preview('content/about/cork-ireland.mdx', read('content/about/cork-ireland.mdx'), {
      now,
    })
    expect(html).toMatch(/<img [^>]*src="\/editor\/preview-images\/images\/about\/cork-office\.jpg"/)
  })

  it("gives an MDX error as the build's sentence, with the file and line", async () => {
    const source = article('', 'A paragraph.\n\n<Callout>never closed\n')
    await expect(preview('content/blog/ports-that-talk.mdx', source, { now })).rejects.toThrow(
      /^content\/blog\/ports-that-talk\.mdx:\d+:\d+: .*Callout/,
    )
  })
})
