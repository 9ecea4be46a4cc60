import { policyVersions } from './policyVersions'
import { frontmatterSchemas } from './schemas/frontmatter'
import { checkPolicyVersions, publishedOf, sortVersions } from './schemas/policyVersions'
import { getCollection, type Entry } from './collection'
import type { MdxModule } from './mdxModule'
import { publishMoments } from './blogPosts'
import { epochOf, pageDay, pageMoment, timelineOf } from './policyDays'

export { pageDay }

/** One version of a policy: its text, and the dates it is known by. */
export type PolicyVersion = Entry<'legal'> & {
  /** The date it takes effect, also the last part of its own URL (/privacy/2025-04-01). */
  effective: string
  published: string
  /** Its own URL. */
  url: string
}

/** A policy (/privacy) and all its versions, oldest first. */
export type Policy = { slug: string; title: string; versions: PolicyVersion[] }

/** The state of a policy on a given day. */
export type PolicyState = {
  policy: Policy
  inForce: PolicyVersion
  earlier: PolicyVersion[]
  upcoming: PolicyVersion[]
}

// Server-only, like collection.ts: earlier versions are content/legal/<policy>/<effective>.mdx.
const historyModules = import.meta.glob<MdxModule>('./legal/*/*.mdx', { eager: true })

let policies: Map<string, Policy> | undefined

/**
 * Every policy with its versions. Throws, naming each file and field, when the versions break a rule
 * (content/schemas/policyVersions.ts): this runs while pre-rendering, so the build stops.
 */
export function getPolicies(): Map<string, Policy> {
  if (policies) return policies
  const errors: string[] = []
  policies = new Map()
  for (const current of getCollection('legal')) {
    const history = Object.entries(historyModules)
      .filter(([p]) => p.split('/').at(-2) === current.slug)
      .map(([p, m]) => ({
        slug: current.slug,
        file: p.replace(/^\.\//, 'content/'),
        frontmatter: frontmatterSchemas.legal.cast(m.frontmatter),
        toc: m.toc,
        readingMinutes: m.readingMinutes,
      }))
    errors.push(...checkPolicyVersions({ current, history }, policyVersions.noticeDays))
    const versions = sortVersions([...history, current]).map((e) => {
      // A policy without a history may leave `effective` out (the cookie policy): it is in force since it was published.
      const effective = e.frontmatter.effective ?? publishedOf(e.frontmatter)!
      return { ...e, effective, published: publishedOf(e.frontmatter)!, url: `/${current.slug}/${effective}` }
    })
    policies.set(current.slug, { slug: current.slug, title: current.frontmatter.title, versions })
  }
  if (errors.length) throw new Error(`Policy version errors:\n  ${errors.join('\n  ')}`)
  return policies
}

/** The version in force on `day` (yyyy-mm-dd), the earlier ones and the upcoming ones. Before the first version, the first counts. */
export function policyState(policy: Policy, day: string): PolicyState {
  const index = Math.max(
    0,
    policy.versions.findLastIndex((v) => v.effective <= day),
  )
  return {
    policy,
    inForce: policy.versions[index]!,
    earlier: policy.versions.slice(0, index),
    upcoming: policy.versions.slice(index + 1),
  }
}

/** The version of a policy whose own URL ends in `effective`. */
export function findVersion(slug: string, effective: string) {
  const policy = getPolicies().get(slug)
  const version = policy?.versions.find((v) => v.effective === effective)
  return policy && version ? { policy, version } : undefined
}

/** The days on which some policy's version in force changes: the effective dates of every policy with a history. */
function switchDays(): string[] {
  const days = [...getPolicies().values()]
    .filter((p) => p.versions.length > 1)
    .flatMap((p) => p.versions.map((v) => v.effective))
  return [...new Set(days)].sort()
}

/** The URLs of the pages whose text depends on the day: every policy page and every version's page. */
function policyUrls(): string[] {
  return [...getPolicies().values()].flatMap((p) => [
    `/${p.slug}`,
    ...(p.versions.length > 1 ? p.versions.map((v) => v.url) : []),
  ])
}

/** `urls` as they read from each moment on which the site changes (but the build's own): /_as-of/<moment>/<url>. */
function copiesOf(urls: string[], buildMoment: string) {
  const moments = timelineOf(switchDays(), publishMoments())
  const built = epochOf(moments, buildMoment)
  return moments.filter((m) => m !== built).flatMap((m) => urls.map((u) => `/_as-of/${m}${u}`))
}

/** The copies of each policy page and version's page, when a policy has a history. */
export const asOfUrls = (buildMoment = pageMoment()) => copiesOf(switchDays().length ? policyUrls() : [], buildMoment)

/** The copies of the blog list's pages `urls`, when an article is scheduled (publishAt): each moves on at its minute. */
export const blogAsOfUrls = (urls: string[], buildMoment = pageMoment()) =>
  copiesOf(publishMoments().length ? urls : [], buildMoment)
