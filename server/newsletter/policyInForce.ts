import fs from 'node:fs'
import path from 'node:path'
import { dayIn } from '../site/asOf'

type Manifest = { timeZone: string; policies: Record<string, { effective: string; url: string }[]> }

/**
 * The privacy policy's versions as the build published them (dist/as-of/policies.json, written with the dated copies by
 * scripts/policies/writePolicyCopies.ts), and which one is in force at a moment: the last whose effective date is on or
 * before that moment's day on the policies' calendar (before the first, the first). Undefined when the build has none.
 */
export function privacyPolicyVersions(distDir: string) {
  const file = path.join(distDir, 'as-of', 'policies.json')
  if (!fs.existsSync(file)) return undefined
  const { timeZone, policies } = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  const versions = policies.privacy ?? []
  if (versions.length === 0) return undefined
  return {
    /** The effective date of the version in force at `at`: the consent record's name for it. */
    inForce(at: Date) {
      const day = dayIn(timeZone, at)
      return (versions.findLast((v) => v.effective <= day) ?? versions[0]!).effective
    },
    /** The version's own page. */
    urlOf: (effective: string) => versions.find((v) => v.effective === effective)?.url,
  }
}
