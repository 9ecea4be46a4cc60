/**
 * The rules a policy's versions follow (content/legal/<policy>.mdx is the newest version, content/legal/<policy>/<effective>.mdx
 * the earlier ones). Checked when the site is built (and under `npm run dev`) and by `npm run policy`; every error names
 * the file and the field, like the frontmatter schemas' errors.
 */

/** The frontmatter fields the rules read (already checked one by one by content/schemas/frontmatter.ts). */
export type VersionFields = {
  effective?: string
  published?: string
  updated?: string
  material?: boolean
  changes?: string
}
export type VersionFile = { file: string; frontmatter: VersionFields }
/** `current`: content/legal/<policy>.mdx; `history`: the files of content/legal/<policy>/, in any order. */
export type PolicyFiles = { current: VersionFile; history: VersionFile[] }

const DAY_MS = 86_400_000
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/** The date a version first appeared: `published`, or `updated` when it is left out. */
export const publishedOf = (fm: VersionFields) => fm.published ?? fm.updated

/** The versions oldest first, by effective date (a version without one sorts as if in force since it was published). */
export function sortVersions<V extends VersionFile>(versions: V[]): V[] {
  const key = (v: V) => v.frontmatter.effective ?? publishedOf(v.frontmatter) ?? ''
  return [...versions].sort((a, b) => key(a).localeCompare(key(b)))
}

const baseName = (file: string) =>
  file
    .split('/')
    .at(-1)!
    .replace(/\.mdx$/, '')

/** Every broken rule of one policy's versions, as "<file>: frontmatter field '<field>' …" lines. */
export function checkPolicyVersions({ current, history }: PolicyFiles, noticeDays: number): string[] {
  const errors: string[] = []
  const err = (v: VersionFile, field: string, problem: string) =>
    errors.push(`${v.file}: frontmatter field '${field}' ${problem}`)
  const all = [...history, current]
  const hasHistory = history.length > 0

  for (const v of all) {
    const fm = v.frontmatter
    if (!fm.updated) err(v, 'updated', 'is missing: every version needs the date it was last updated (yyyy-mm-dd)')
    if (hasHistory && !fm.effective)
      err(
        v,
        'effective',
        'is missing: every version of a policy with a history needs the date it takes effect (yyyy-mm-dd)',
      )
    if (fm.published && fm.updated && fm.updated < fm.published)
      err(
        v,
        'updated',
        `(${fm.updated}) is before 'published' (${fm.published}): a version is updated on or after the day it is published`,
      )
    const published = publishedOf(fm)
    if (fm.effective && published && fm.effective < published) {
      const source = fm.published
        ? `'published' (${published})`
        : `'updated' (${published}; 'published' is not set, so the 'updated' date counts)`
      err(
        v,
        'effective',
        `(${fm.effective}) is before ${source}: a version cannot take effect before it is published. If it was only corrected later, set 'published' to the day it first appeared`,
      )
    }
    if (fm.material && fm.effective && published) {
      const days = daysBetween(published, fm.effective)
      if (days < noticeDays)
        err(
          v,
          'effective',
          `(${fm.effective}) is ${days} days after it was published (${published}): a material change (material: true) must be published at least ${noticeDays} days before it takes effect (noticeDays in content/policyVersions.ts)`,
        )
    }
  }

  for (const v of history) {
    if (v.frontmatter.effective && baseName(v.file) !== v.frontmatter.effective)
      err(
        v,
        'effective',
        `(${v.frontmatter.effective}) must be the file's name: rename it ${v.frontmatter.effective}.mdx`,
      )
  }

  const byDate = new Map<string, VersionFile[]>()
  for (const v of all)
    if (v.frontmatter.effective)
      byDate.set(v.frontmatter.effective, [...(byDate.get(v.frontmatter.effective) ?? []), v])
  for (const [date, same] of byDate) {
    if (same.length > 1)
      for (const v of same)
        err(
          v,
          'effective',
          `(${date}) is shared with ${same
            .filter((o) => o !== v)
            .map((o) => o.file)
            .join(', ')}: two versions cannot take effect on the same day`,
        )
  }

  const latestEarlier = sortVersions(history.filter((v) => v.frontmatter.effective)).at(-1)
  const currentEffective = current.frontmatter.effective
  if (latestEarlier && currentEffective && currentEffective < latestEarlier.frontmatter.effective!) {
    err(
      current,
      'effective',
      `(${currentEffective}) is before the earlier version ${latestEarlier.file} (${latestEarlier.frontmatter.effective}): the newest version must take effect last`,
    )
  }

  const sorted = sortVersions(all.filter((v) => v.frontmatter.effective))
  sorted.slice(1).forEach((v) => {
    if (!v.frontmatter.changes)
      err(
        v,
        'changes',
        `is missing: write a short 'What changed' summary of this version (every version after the first needs one)`,
      )
  })
  return errors
}
