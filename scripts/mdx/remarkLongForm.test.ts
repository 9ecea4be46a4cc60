import { compile } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { describe, expect, it } from 'vitest'
import { remarkLongForm } from './remarkLongForm'

const run = async (src: string) => {
  const code = String(
    await compile(src, {
      remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkLongForm],
      outputFormat: 'function-body',
    }),
  )
  return code
}

describe('remarkLongForm', () => {
  it('exports the level-2 headings with unique ids that avoid ids written on components', async () => {
    const code = await run(
      '---\ntitle: T\n---\n\n<Section id="capabilities">\n\n## Capabilities\n\n</Section>\n\n## Smart Quote & Book\n\n### Detail\n\n## Capabilities\n',
    )
    // The heading inside <Section id="capabilities"> has no id of its own: it and the TOC point at the section.
    expect(code).toMatch(/anchor: "capabilities"/)
    expect(code).toMatch(
      /toc = \[\{\s*"id": "capabilities",\s*"text": "Capabilities"\s*\}, \{\s*"id": "smart-quote--book"/,
    )
    // The same heading text elsewhere still gets a fresh id that avoids the section's.
    expect(code).toContain('"capabilities-1"')
    expect(code).not.toContain('"capabilities-2"')
  })

  it('estimates reading time from the words of the text at 220 a minute', async () => {
    const words = Array.from({ length: 660 }, () => 'freight').join(' ')
    expect(await run(`---\ntitle: T\n---\n\n${words}\n\n- ${words}\n`)).toMatch(/readingMinutes = 6/)
    expect(await run('Short.')).toMatch(/readingMinutes = 1/)
  })
})
