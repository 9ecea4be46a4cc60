import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentCheck, lineOfField } from './contentCheck'

const legal = (front: string) => `---\n${front}\n---\n\nBody text.\n`
const good =
  'title: Privacy Policy\ndescription: How we collect, use and protect personal data on this site.\nupdated: 2024-04-01\neffective: 2025-04-01'

describe('the content check in the build', () => {
  it("places each problem on its field's line, for the build's code frame and the preview's page", () => {
    const source =
      '---\ntitle: Hello\ndescription: x\ndate: 2026-02-30\nauthr: Me\ntags: [a, 1]\n---\n\ndate: in the body\n'
    const at = (sentence: string) => lineOfField(source, `content/blog/x.mdx: ${sentence}`)
    expect(at("frontmatter field 'date' must be a real calendar date yyyy-mm-dd")).toBe(4)
    expect(at("frontmatter has an unknown field 'authr' (fields for content/blog/: title, …)")).toBe(5)
    expect(at("frontmatter field 'tags[1]' must be a list of words")).toBe(6)
    expect(at("frontmatter field 'updated' is required (a date yyyy-mm-dd)")).toBe(1)
    expect(at('must start with a frontmatter block between --- lines')).toBe(1)
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
