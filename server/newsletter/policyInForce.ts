import fs from 'node:fs'
import path from 'node:path'
import { dayIn } from '../site/asOf'

type Version = { effective: string; url: string; covers?: string[] }
type Manifest = { timeZone: string; policies: Record<string, Version[]> }

/**
 * The privacy policy's versions as the build published them (dist/as-of/policies.json, written with the dated copies by
 * scripts/policies/writePolicyCopies.ts), and which one is in force at a moment: the last whose effective date is on or
 * before that moment's day on the policies' calendar (before the first, the first), and the processing each covers.
 * Undefined when the build has none.
 */
export function privacyPolicyVersions(distDir: string) {
  const file = path.join(distDir, 'as-of', 'policies.json')
  if (!fs.existsSync(file)) return undefined
  const { timeZone, policies } = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  const versions = policies.privacy ?? []
  if (versions.length === 0) return undefined
  const versionAt = (at: Date) => {
    const day = dayIn(timeZone, at)
    return versions.findLast((v) => v.effective <= day) ?? versions[0]!
  }
  return {
    /** The effective date of the version in force at `at`: the consent record's name for it. */
    inForce(at: Date) {
      return versionAt(at).effective
    },
    /**
     * The processing the version in force at `at` describes (its frontmatter `covers:`), e.g. ['analytics']; none
     * before the first version's day (a processing starts on the day of the version that announces it, never before).
     */
    coversAt: (at: Date) => versions.findLast((v) => v.effective <= dayIn(timeZone, at))?.covers ?? [],
    /** The first version, from today on, that covers `processing`: its effective date, or undefined. */
    firstCovering: (processing: string, at: Date) =>
      versions.find((v) => v.effective >= dayIn(timeZone, at) && v.covers?.includes(processing))?.effective,
    timeZone,
    /** The version's own page. */
    urlOf: (effective: string) => versions.find((v) => v.effective === effective)?.url,
  }
}
