// The policies and their versions read straight from content/legal/ (for build steps and `npm run policy`, outside Vite).
import fs from 'node:fs'
import path from 'node:path'
import { policyVersions } from '../../content/policyVersions'
import { legalFrontmatter, type LegalFrontmatter } from '../../content/schemas/frontmatter'
import { checkPolicyVersions, publishedOf, sortVersions } from '../../content/schemas/policyVersions'
import { readFrontmatter } from '../../content/validate'

type VersionOnDisk = { file: string; frontmatter: LegalFrontmatter; effective: string; published: string; url: string }
export type PolicyOnDisk = { slug: string; title: string; versions: VersionOnDisk[] }

/** A file as the rules read it: as written on disk, or as `edited` says it reads (a web editor's unsaved text). */
type EditedFile = { file: string; source: string }

/** The .mdx files of `dir` (content/legal/…), and the edited ones new there. */
const mdxIn = (root: string, dir: string, edited: EditedFile[]) => {
  const names = fs.existsSync(path.join(root, dir)) ? fs.readdirSync(path.join(root, dir)) : []
  for (const e of edited) if (path.posix.dirname(e.file) === dir) names.push(path.posix.basename(e.file))
  return [...new Set(names)].filter((f) => f.endsWith('.mdx')).sort()
}

/**
 * Every policy of <root>/content/legal with its versions oldest first, and every broken version rule; with `edited`,
 * as if those files read so (checkFile.ts checks a web editor's text before it is written: a new version is two files).
 */
export function readPolicies(root: string, edited: EditedFile[] = []) {
  const read = (file: string) => ({
    file,
    frontmatter: legalFrontmatter.cast(
      readFrontmatter(edited.find((e) => e.file === file)?.source ?? fs.readFileSync(path.join(root, file), 'utf8')),
    ),
  })
  const errors: string[] = []
  const policies = mdxIn(root, 'content/legal', edited)
    .map((f): PolicyOnDisk => {
      const slug = f.replace(/\.mdx$/, '')
      const current = read(`content/legal/${f}`)
      const history = mdxIn(root, `content/legal/${slug}`, edited).map((h) => read(`content/legal/${slug}/${h}`))
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
