// The policies and their versions read straight from content/legal/ (for build steps and `npm run policy`, outside Vite).
import fs from 'node:fs'
import path from 'node:path'
import { policyVersions } from '../../content/policyVersions'
import { legalFrontmatter, type LegalFrontmatter } from '../../content/schemas/frontmatter'
import { checkPolicyVersions, publishedOf, sortVersions } from '../../content/schemas/policyVersions'
import { readFrontmatter } from '../../content/validate'

type VersionOnDisk = { file: string; frontmatter: LegalFrontmatter; effective: string; published: string; url: string }
export type PolicyOnDisk = { slug: string; title: string; versions: VersionOnDisk[] }

const read = (root: string, file: string) => ({
  file,
  frontmatter: legalFrontmatter.cast(readFrontmatter(fs.readFileSync(path.join(root, file), 'utf8'))),
})

/** Every policy of <root>/content/legal with its versions oldest first, and every broken version rule. */
export function readPolicies(root: string) {
  const dir = path.join(root, 'content/legal')
  const errors: string[] = []
  const policies = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f): PolicyOnDisk => {
      const slug = f.replace(/\.mdx$/, '')
      const current = read(root, `content/legal/${f}`)
      const historyDir = path.join(dir, slug)
      const history = fs.existsSync(historyDir)
        ? fs
            .readdirSync(historyDir)
            .filter((h) => h.endsWith('.mdx'))
            .map((h) => read(root, `content/legal/${slug}/${h}`))
        : []
      errors.push(...checkPolicyVersions({ current, history }, policyVersions.noticeDays))
      const versions = sortVersions([...history, current]).map((v) => {
        const effective = v.frontmatter.effective ?? publishedOf(v.frontmatter)!
        return { ...v, effective, published: publishedOf(v.frontmatter)!, url: `/${slug}/${effective}` }
      })
      return { slug, title: current.frontmatter.title, versions }
    })
    .filter((p) => !p.versions.at(-1)!.frontmatter.draft)
  return { policies, errors }
}

/** The days on which some policy's version in force changes (as content/policies.ts switchDays). */
export const switchDaysOf = (policies: PolicyOnDisk[]) =>
  [...new Set(policies.filter((p) => p.versions.length > 1).flatMap((p) => p.versions.map((v) => v.effective)))].sort()
