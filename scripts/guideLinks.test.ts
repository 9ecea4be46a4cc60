import fs from 'node:fs'
import path from 'node:path'
import GithubSlugger from 'github-slugger'
import type { Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toString } from 'mdast-util-to-string'
import { describe, expect, it } from 'vitest'

/** The README stays what a newcomer reads to the end. */
const README_MAX_LINES = 150

const root = path.resolve(import.meta.dirname, '..')
const guides = fs
  .readdirSync(path.join(root, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`)
/** The README, the guides by reader and the writers' guide: every link between them and from them is checked. */
const files = ['README.md', 'content/README.md', ...guides]

const trees = new Map<string, ReturnType<typeof fromMarkdown>>()
const treeOf = (file: string) => {
  if (!trees.has(file)) trees.set(file, fromMarkdown(fs.readFileSync(path.join(root, file), 'utf8')))
  return trees.get(file)!
}

function* nodes(node: Nodes): Generator<Nodes> {
  yield node
  if ('children' in node) for (const child of node.children) yield* nodes(child)
}

/** The #anchors of a Markdown file's headings, as GitHub makes them (a repeated heading gets -1, -2…). */
function anchorsOf(file: string) {
  const slugger = new GithubSlugger()
  return [...nodes(treeOf(file))].flatMap((n) => (n.type === 'heading' ? [slugger.slug(toString(n))] : []))
}

/** Every link and image of a file that stays in the repository: its address, and what is wrong with it, if anything. */
function localLinks(file: string) {
  return [...nodes(treeOf(file))].flatMap((n) => {
    if (n.type !== 'link' && n.type !== 'image' && n.type !== 'definition') return []
    if (/^[a-z][a-z+.-]*:/i.test(n.url)) return [] // another site, mailto:
    const [target = '', anchor] = n.url.split('#')
    const resolved = target ? path.posix.join(path.posix.dirname(file), decodeURIComponent(target)) : file
    const problem = !fs.existsSync(path.join(root, resolved))
      ? `${resolved} does not exist`
      : anchor !== undefined && !(resolved.endsWith('.md') && anchorsOf(resolved).includes(anchor))
        ? `${resolved} has no heading #${anchor}`
        : undefined
    return [{ url: n.url, resolved, problem }]
  })
}

describe('the README and the guides', () => {
  it.each(files)('%s: every link leads to a file that exists, and every #anchor to one of its headings', (file) => {
    const broken = localLinks(file).flatMap(({ url, problem }) => (problem ? [`${file}: (${url}): ${problem}`] : []))
    expect(broken).toEqual([])
  })

  it(`the README is at most ${README_MAX_LINES} lines, and leads to every guide and to the writers' guide`, () => {
    const lines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES)
    const linked = new Set(localLinks('README.md').map((l) => l.resolved))
    for (const guide of [...guides, 'content/README.md']) expect(linked, guide).toContain(guide)
  })

  it('each guide leads back to the README', () => {
    for (const guide of guides)
      expect(
        localLinks(guide).map((l) => l.resolved),
        guide,
      ).toContain('README.md')
  })
})
