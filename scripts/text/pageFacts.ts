// The header of a page's Markdown twin: its title, description, address and dates, from its MDX frontmatter when it has
// one (the version of a policy in force on the page's day), else from the pre-rendered page's head.
import fs from 'node:fs'
import path from 'node:path'
import { stringify } from 'yaml'
import { readFrontmatter } from '../../content/validate'
import { decodeEntities } from '../lib/html'
import { headOf, readPageMeta, tags } from '../seo/pageMeta'
import type { PolicyOnDisk } from '../policies/readPolicies'

const SHOWN = ['title', 'description', 'date', 'author', 'tags', 'effective', 'published', 'updated'] as const

/** The MDX file a route is written in, if any: /privacy on `day` → the version in force then, /blog/x → content/blog/x.mdx. */
export function sourceFile(root: string, route: string, policies: PolicyOnDisk[], day: string): string | undefined {
  const [first, second, ...rest] = route.split('/').filter(Boolean)
  if (!first || rest.length) return undefined
  const policy = policies.find((p) => p.slug === first)
  if (policy) {
    if (second) return policy.versions.find((v) => v.effective === second)?.file
    const index = Math.max(
      0,
      policy.versions.findLastIndex((v) => v.effective <= day),
    )
    return policy.versions[index]!.file
  }
  const file = second ? `content/${first}/${second}.mdx` : `content/pages/${first}.mdx`
  return fs.existsSync(path.join(root, file)) ? file : undefined
}

/** The small YAML header of a twin. */
export function twinHeader(html: string, url: string, frontmatter: Record<string, unknown> | undefined, brand: string) {
  const meta = readPageMeta(html)
  const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(` | ${brand}`, '')
  // Attribute values come decoded from tags().
  const description = tags(headOf(html), 'meta').find((m) => m.name === 'description')?.content || undefined
  const fields: Record<string, unknown> = { title, description, url }
  if (frontmatter)
    for (const k of SHOWN)
      if (frontmatter[k] !== undefined && k !== 'title' && k !== 'description') fields[k] = frontmatter[k]
  if (!fields.updated && meta.modified) fields.updated = meta.modified
  return { title, description, text: `---\n${stringify(fields, { lineWidth: 0 })}---\n` }
}

export const readSourceFrontmatter = (root: string, file: string | undefined) =>
  file ? (readFrontmatter(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>) : undefined
