import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkFrontmatter, contentCheck } from './contentCheck'

const legal = (front: string) => `---\n${front}\n---\n\nBody text.\n`
const good =
  'title: Privacy Policy\ndescription: How we collect, use and protect personal data on this site.\nupdated: 2024-04-01\neffective: 2025-04-01'

describe('frontmatter check', () => {
  it('accepts good frontmatter', () => {
    expect(checkFrontmatter('content/legal/privacy.mdx', legal(good))).toEqual([])
  })

  it('names the file, the field and what was expected', () => {
    const errors = checkFrontmatter(
      'content/legal/privacy.mdx',
      legal(good.replace('effective: 2025-04-01', 'effective: 01.04.2025')),
    )
    expect(errors).toEqual(["content/legal/privacy.mdx: frontmatter field 'effective' must be a date yyyy-mm-dd"])
  })

  it('reports a missing required field, a wrong type and a misspelt field', () => {
    const errors = checkFrontmatter(
      'content/blog/post.mdx',
      '---\ntitle: A post\ndescription: A post about freight, long enough to pass the check.\nupdated: 2025-01-01\ndraft: maybe\nauthr: Me\n---\n',
    )
    expect(errors).toContain("content/blog/post.mdx: frontmatter field 'date' is required (a date yyyy-mm-dd)")
    expect(errors).toContain("content/blog/post.mdx: frontmatter field 'draft' must be true or false")
    expect(errors.join('\n')).toMatch(/content\/blog\/post\.mdx: frontmatter has an unknown field 'authr'/)
  })

  it('rejects impossible dates and files without frontmatter', () => {
    expect(checkFrontmatter('content/legal/terms.mdx', legal(good.replace('2024-04-01', '2024-02-31')))).toEqual([
      "content/legal/terms.mdx: frontmatter field 'updated' must be a real calendar date yyyy-mm-dd",
    ])
    expect(checkFrontmatter('content/pages/careers.mdx', '# Careers\n')).toEqual([
      'content/pages/careers.mdx: must start with a frontmatter block between --- lines',
    ])
  })

  it('fails the build (the Vite plugin) with a message naming the file', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'))
    fs.mkdirSync(path.join(root, 'content/legal'), { recursive: true })
    fs.writeFileSync(
      path.join(root, 'content/legal/privacy.mdx'),
      legal(good.replace('effective: 2025-04-01', 'effective: soon')),
    )
    const plugin = contentCheck() as unknown as {
      configResolved: (c: { root: string }) => void
      buildStart: (this: { error: (m: string) => never }) => void
    }
    plugin.configResolved({ root })
    const ctx = {
      error(message: string): never {
        throw new Error(message)
      },
    }
    expect(() => plugin.buildStart.call(ctx)).toThrow(
      "content/legal/privacy.mdx: frontmatter field 'effective' must be a date yyyy-mm-dd",
    )
    fs.rmSync(root, { recursive: true, force: true })
  })
})
