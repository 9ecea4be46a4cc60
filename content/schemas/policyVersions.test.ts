import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { newVersion, prepareNewVersion } from '../../scripts/policies/policyCli'
import { readPolicies } from '../../scripts/policies/readPolicies'
import { checkPolicyVersions, type VersionFields } from './policyVersions'
import { tempDir } from '../../server/testing/tempDirs'

const current = (frontmatter: VersionFields) => ({ file: 'content/legal/privacy.mdx', frontmatter })
const earlier = (name: string, frontmatter: VersionFields) => ({
  file: `content/legal/privacy/${name}.mdx`,
  frontmatter,
})
const first = earlier('2023-01-01', { effective: '2023-01-01', published: '2022-11-15', updated: '2022-11-15' })
const check = (history: ReturnType<typeof earlier>[], now: VersionFields) =>
  checkPolicyVersions({ current: current(now), history }, 30)

describe('policy version rules', () => {
  test('the real policies follow them', () => {
    expect(readPolicies(process.cwd()).errors).toEqual([])
  })

  test('a well-formed history passes', () => {
    expect(
      check([first], {
        effective: '2025-04-01',
        updated: '2024-04-01',
        material: true,
        changes: 'Adds biometric data.',
      }),
    ).toEqual([])
  })

  test('a material change needs the notice period between publication and effective date', () => {
    const errors = check([first], {
      effective: '2025-04-20',
      published: '2025-04-01',
      updated: '2025-04-01',
      material: true,
      changes: 'Adds biometric data.',
    })
    expect(errors).toEqual([
      "content/legal/privacy.mdx: frontmatter field 'effective' (2025-04-20) is 19 days after it was published (2025-04-01): a material change (material: true) must be published at least 30 days before it takes effect (noticeDays in content/policyVersions.ts)",
    ])
    // Exactly the notice period is enough, and a change that is not material needs none.
    expect(
      check([first], {
        effective: '2025-05-01',
        published: '2025-04-01',
        updated: '2025-04-01',
        material: true,
        changes: 'Adds biometric data.',
      }),
    ).toEqual([])
    expect(
      check([first], {
        effective: '2025-04-02',
        published: '2025-04-01',
        updated: '2025-04-01',
        changes: 'Fixes a typo.',
      }),
    ).toEqual([])
  })

  test('two versions cannot share an effective date', () => {
    const errors = check([first], { effective: '2023-01-01', updated: '2022-12-01', changes: 'Same day.' })
    expect(errors).toContain(
      "content/legal/privacy.mdx: frontmatter field 'effective' (2023-01-01) is shared with content/legal/privacy/2023-01-01.mdx: two versions cannot take effect on the same day",
    )
    expect(errors).toContain(
      "content/legal/privacy/2023-01-01.mdx: frontmatter field 'effective' (2023-01-01) is shared with content/legal/privacy.mdx: two versions cannot take effect on the same day",
    )
  })

  test('missing dates are named', () => {
    const errors = check([earlier('2023-01-01', { updated: '2022-11-15' })], {
      updated: '2024-04-01',
      changes: 'Adds biometric data.',
    })
    expect(errors).toContain(
      "content/legal/privacy/2023-01-01.mdx: frontmatter field 'effective' is missing: every version of a policy with a history needs the date it takes effect (yyyy-mm-dd)",
    )
    expect(errors).toContain(
      "content/legal/privacy.mdx: frontmatter field 'effective' is missing: every version of a policy with a history needs the date it takes effect (yyyy-mm-dd)",
    )
    expect(check([first], { effective: '2025-04-01', changes: 'Adds biometric data.' })).toEqual([
      "content/legal/privacy.mdx: frontmatter field 'updated' is missing: every version needs the date it was last updated (yyyy-mm-dd)",
    ])
  })

  test('a version after the first needs its What changed summary', () => {
    expect(check([first], { effective: '2025-04-01', updated: '2024-04-01' })).toEqual([
      "content/legal/privacy.mdx: frontmatter field 'changes' is missing: write a short 'What changed' summary of this version (every version after the first needs one)",
    ])
  })

  test('dates out of order are named', () => {
    // The newest file must take effect last.
    expect(
      check([first], { effective: '2022-06-01', updated: '2022-01-01', changes: 'Older than the archive.' }),
    ).toContain(
      "content/legal/privacy.mdx: frontmatter field 'effective' (2022-06-01) is before the earlier version content/legal/privacy/2023-01-01.mdx (2023-01-01): the newest version must take effect last",
    )
    // Taking effect before being published.
    expect(
      check([first], { effective: '2025-04-01', published: '2025-05-01', updated: '2025-05-01', changes: 'Late.' }),
    ).toEqual([
      "content/legal/privacy.mdx: frontmatter field 'effective' (2025-04-01) is before 'published' (2025-05-01): a version cannot take effect before it is published. If it was only corrected later, set 'published' to the day it first appeared",
    ])
    // Updated before published.
    expect(
      check([first], {
        effective: '2025-04-01',
        published: '2024-04-01',
        updated: '2024-03-01',
        changes: 'Adds biometric data.',
      }),
    ).toEqual([
      "content/legal/privacy.mdx: frontmatter field 'updated' (2024-03-01) is before 'published' (2024-04-01): a version is updated on or after the day it is published",
    ])
    // An earlier version's file is named for its effective date.
    expect(
      check([earlier('2023-02-01', first.frontmatter)], {
        effective: '2025-04-01',
        updated: '2024-04-01',
        changes: 'Adds biometric data.',
      }),
    ).toEqual([
      "content/legal/privacy/2023-02-01.mdx: frontmatter field 'effective' (2023-01-01) must be the file's name: rename it 2023-01-01.mdx",
    ])
  })
})

describe('npm run policy -- new-version', () => {
  function fixture() {
    const root = tempDir('ethereal-policy')
    fs.mkdirSync(path.join(root, 'content/legal'), { recursive: true })
    fs.copyFileSync('content/legal/terms.mdx', path.join(root, 'content/legal/terms.mdx'))
    return root
  }

  test('keeps the version in force in the history and prepares the new one; the build then asks for the summary', () => {
    const root = fixture()
    expect(
      newVersion(root, { slug: 'terms', effective: '2027-01-01', material: true, published: '2026-11-23' }),
    ).toEqual({
      archived: 'content/legal/terms/2024-01-01.mdx',
      current: 'content/legal/terms.mdx',
    })
    expect(fs.readFileSync(path.join(root, 'content/legal/terms/2024-01-01.mdx'), 'utf8')).toBe(
      fs.readFileSync('content/legal/terms.mdx', 'utf8'),
    )
    const { policies, errors } = readPolicies(root)
    expect(policies[0]!.versions.map((v) => [v.effective, v.published, v.frontmatter.material])).toEqual([
      ['2024-01-01', '2024-01-01', false],
      ['2027-01-01', '2026-11-23', true],
    ])
    expect(errors).toEqual([
      "content/legal/terms.mdx: frontmatter field 'changes' is missing: write a short 'What changed' summary of this version (every version after the first needs one)",
    ])
  })

  test('a material version announced too late is refused by the check, naming the file and field', () => {
    const root = fixture()
    newVersion(root, { slug: 'terms', effective: '2026-12-01', material: true, published: '2026-11-23' })
    expect(readPolicies(root).errors[0]).toMatch(
      /^content\/legal\/terms\.mdx: frontmatter field 'effective' \(2026-12-01\) is 8 days after it was published/,
    )
  })

  test('prepared without writing (the web editor’s way), with its summary, the new version passes the rules', () => {
    const root = fixture()
    const { archived, current } = prepareNewVersion(
      root,
      { slug: 'terms', effective: '2027-01-01', material: false, published: '2026-11-23' },
      'Adds a section on data exports.',
    )
    expect(fs.readdirSync(path.join(root, 'content/legal'))).toEqual(['terms.mdx'])
    expect(archived).toEqual({
      path: 'content/legal/terms/2024-01-01.mdx',
      contents: fs.readFileSync('content/legal/terms.mdx', 'utf8'),
    })
    expect(current.path).toBe('content/legal/terms.mdx')
    expect(current.contents).toContain('changes: Adds a section on data exports.')
    for (const f of [archived, current]) {
      fs.mkdirSync(path.dirname(path.join(root, f.path)), { recursive: true })
      fs.writeFileSync(path.join(root, f.path), f.contents)
    }
    expect(readPolicies(root).errors).toEqual([])
  })

  test('refuses an effective date that is not after the version in force', () => {
    expect(() =>
      newVersion(fixture(), { slug: 'terms', effective: '2023-06-01', material: false, published: '2026-11-23' }),
    ).toThrow("--effective 2023-06-01 must be after the current version's date (2024-01-01 in content/legal/terms.mdx)")
  })
})
