import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContentFile } from './checkFile'
import { TEST_OUTPUT_DIRS } from '../lib/testReports'

const root = path.resolve(__dirname, '../..')
/** What git sees changed under the repository, ignored files too; not the test runners' own output, written meanwhile. */
const status = () =>
  execFileSync('git', ['status', '--porcelain', '--ignored', '--', '.', ...TEST_OUTPUT_DIRS.map((d) => `:!${d}`)], {
    cwd: root,
    encoding: 'utf8',
  })
const contentFiles = fs
  .readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => `content/${f.split(path.sep).join('/')}`)
  .sort()
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

const article = (front: string, body = 'Some text.') =>
  `---\ntitle: A new article\ndescription: An article written in the web editor, checked before it is saved.\n${front}\n---\n\n${body}\n`
const good = 'date: 2026-01-05\nupdated: 2026-01-05\nauthor: Mei Lin Tan\ntags: [Sustainability]'

let before: string
beforeAll(() => {
  before = status()
})
afterAll(() => {
  expect(status(), 'the check wrote nothing under the repository').toBe(before)
})

describe("the build's checks on one content file, before the web editor writes it", () => {
  it.each(contentFiles)('finds nothing wrong with %s as it is', async (file) => {
    expect(await checkContentFile(file, read(file))).toEqual([])
  })

  it('finds nothing wrong with a new, correct article that is not on disk yet', async () => {
    expect(await checkContentFile('content/blog/new-article.mdx', article(good))).toEqual([])
  })

  it("names a misspelt topic with the build's 'did you mean'", async () => {
    const problems = await checkContentFile(
      'content/blog/new-article.mdx',
      article('date: 2026-01-05\nupdated: 2026-01-05\nauthor: Mei Lin Tan\ntags: [Sustainabilty]'),
    )
    expect(problems).toEqual([
      {
        field: 'tags',
        message:
          "content/blog/new-article.mdx: frontmatter field 'tags' has 'Sustainabilty', which is not a topic in content/blogTopics.ts: did you mean Sustainability?",
      },
    ])
  })

  it('names a date that is no date, and a field the schema does not know', async () => {
    const problems = await checkContentFile(
      'content/blog/new-article.mdx',
      article('date: 2026-13-45\nupdated: 2026-01-05\nauthor: Mei Lin Tan\nauthr: Mei Lin'),
    )
    expect(problems.map((p) => p.field)).toEqual(['authr', 'date'])
    expect(problems[1]!.message).toBe(
      "content/blog/new-article.mdx: frontmatter field 'date' must be a real calendar date yyyy-mm-dd",
    )
  })

  it('names a link to a page that does not exist, and an anchor that is not on its page', async () => {
    const body = [
      'See [the mission](/about/missio), [the vision](/about/vision#no-such-part) and [below](#what-comes-next).',
      '',
      '## What comes next',
    ].join('\n')
    const problems = await checkContentFile('content/blog/new-article.mdx', article(good, body))
    expect(problems).toEqual([
      {
        message:
          'content/blog/new-article.mdx (/blog/new-article): /about/missio — no page is pre-rendered at /about/missio',
      },
      {
        message:
          'content/blog/new-article.mdx (/blog/new-article): /about/vision#no-such-part — no element with id "no-such-part" on /about/vision',
      },
    ])
  })

  // A draft has no page in the build.
  const draft = contentFiles.find((f) => f.startsWith('content/blog/') && /^draft: true$/m.test(read(f)))
  it.skipIf(!draft)('names a link to a draft, which the build leaves out', async () => {
    const slug = path.basename(draft!, '.mdx')
    const [problem] = await checkContentFile('content/blog/new-article.mdx', article(good, `[Soon](/blog/${slug})`))
    expect(problem?.message).toMatch(new RegExp(`/blog/${slug} — no page is pre-rendered at /blog/${slug}$`))
  })

  it("reads the page's own anchors from the edited text, not from the file on disk", async () => {
    const file = 'content/about/vision.mdx'
    const renamed = read(file).replace(/^## (.+)$/m, '## A heading of today')
    expect(await checkContentFile(file, `${renamed}\n[Up](#a-heading-of-today)\n`)).toEqual([])
    const [problem] = await checkContentFile(file, `${read(file)}\n[Up](#a-heading-of-today)\n`)
    expect(problem?.message).toMatch(
      /#a-heading-of-today — no element with id "a-heading-of-today" on \/about\/vision$/,
    )
  })

  it('names a component the site does not give MDX', async () => {
    const problems = await checkContentFile('content/blog/new-article.mdx', article(good, '<Chart data="x" />'))
    expect(problems).toEqual([
      {
        message:
          'content/blog/new-article.mdx: Expected component `Chart` to be defined: you likely forgot to import, pass, or provide it.',
      },
    ])
  })

  it('gives the line and column of MDX that does not compile', async () => {
    const [problem] = await checkContentFile(
      'content/blog/new-article.mdx',
      article(good, 'Fine.\n\nA <b>tag that never closes.'),
    )
    expect(problem?.message).toMatch(/^content\/blog\/new-article\.mdx:12:1: Expected a closing tag for `<b>`/)
  })

  it("refuses a policy version that breaks the build's version rules", async () => {
    const file = 'content/legal/privacy.mdx'
    const early = read(file).replace(/^updated: .*$/m, 'updated: 2025-05-01')
    expect(await checkContentFile(file, early)).toEqual([
      {
        field: 'effective',
        message:
          "content/legal/privacy.mdx: frontmatter field 'effective' (2025-04-01) is before 'updated' (2025-05-01; 'published' is not set, so the 'updated' date counts): a version cannot take effect before it is published. If it was only corrected later, set 'published' to the day it first appeared",
      },
    ])
  })

  it('checks a new earlier version of a policy with the versions on disk', async () => {
    const problems = await checkContentFile(
      'content/legal/privacy/2024-01-01.mdx',
      read('content/legal/privacy.mdx').replace(/^effective: .*$/m, 'effective: 2024-02-01'),
    )
    expect(problems).toContainEqual({
      field: 'effective',
      message:
        "content/legal/privacy/2024-01-01.mdx: frontmatter field 'effective' (2024-02-01) must be the file's name: rename it 2024-02-01.mdx",
    })
  })

  it('answers in well under a second once warm', async () => {
    const file = 'content/pages/supply-chain-clearing-house.mdx'
    const text = read(file)
    await checkContentFile(file, text)
    const started = performance.now()
    await checkContentFile(file, text)
    expect(performance.now() - started).toBeLessThan(300)
  })
})
