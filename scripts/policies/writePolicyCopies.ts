// Build step, after `vike build`: moves the pages as of other moments (pre-rendered under dist/client/_as-of/: the policies
// on the days their version in force changes, /blog at the minutes scheduled articles go live) to dist/as-of/, where only
// the server reads them (server/site/asOf.ts), writes dist/as-of/days.json (the timeline) for it and the later steps,
// prints what is scheduled (with the topic and author pages that wait for a scheduled article), and writes the feed of policy changes, dist/client/legal/feed.xml. Run by `npm run build`.
import fs from 'node:fs'
import path from 'node:path'
import { siteUrl } from '../../components/seo/siteUrl'
import { blogArticleUrl } from '../../content/blogPages'
import { epochOf, momentOfPublishAt, pageMoment, timelineOf } from '../../content/policyDays'
import { policyVersions } from '../../content/policyVersions'
import type { Timeline } from '../../server/site/asOf'
import { policyFeedXml } from './policyFeed'
import { readPolicies, switchDaysOf } from './readPolicies'
import { readPosts } from '../writeFeed'
import { listsGoingLive } from '../../content/blogLists'

const { policies, errors } = readPolicies(process.cwd())
if (errors.length) {
  console.error(`Policy version errors:\n  ${errors.join('\n  ')}`)
  process.exit(1)
}

const client = path.resolve('dist/client')
const staged = path.join(client, '_as-of')
const target = path.resolve('dist/as-of')
fs.rmSync(target, { recursive: true, force: true })
if (fs.existsSync(staged)) fs.renameSync(staged, target)
else fs.mkdirSync(target, { recursive: true })
const scheduled = readPosts(process.cwd()).flatMap((p) =>
  p.frontmatter.publishAt
    ? [
        {
          address: blogArticleUrl(p.slug),
          publishAt: momentOfPublishAt(p.frontmatter.publishAt),
          at: p.frontmatter.publishAt,
        },
      ]
    : [],
)
// A topic's or an author's page whose articles are all scheduled goes live with the first of them (until then it would
// list none): 404 before, as an article's own page (content/blogLists.ts).
const lists = listsGoingLive(readPosts(process.cwd()))
const days = timelineOf(
  switchDaysOf(policies),
  scheduled.map((s) => s.publishAt),
)
const buildMoment = pageMoment()
const built = epochOf(days, buildMoment) ?? ''
const timeline: Timeline = {
  timeZone: policyVersions.timeZone,
  built,
  days,
  scheduled: [...scheduled.map(({ address, publishAt }) => ({ address, publishAt })), ...lists],
}
fs.writeFileSync(path.join(target, 'days.json'), JSON.stringify(timeline, null, 2))
for (const s of scheduled) {
  const withIt = lists.filter((l) => l.publishAt === s.publishAt).map((l) => l.address)
  const pages = withIt.length ? ` (with ${withIt.join(', ')})` : ''
  console.log(
    s.publishAt > buildMoment
      ? `scheduled: ${s.address}${pages} goes live at ${s.at.replace('T', ' ')} (${policyVersions.timeZone}): until then it answers 404 and is in no list`
      : `scheduled: ${s.address}${pages} went live at ${s.at.replace('T', ' ')} (${policyVersions.timeZone})`,
  )
}

// Which version of each policy is in force when, and the processing it covers: the newsletter's consent records name it,
// and analytics counts only under a version that covers it (server/newsletter/policyInForce.ts).
const versionsOf = Object.fromEntries(
  policies.map((p) => [
    p.slug,
    p.versions.map(({ effective, url, frontmatter }) => ({ effective, url, covers: frontmatter.covers ?? [] })),
  ]),
)
fs.writeFileSync(
  path.join(target, 'policies.json'),
  JSON.stringify({ timeZone: policyVersions.timeZone, policies: versionsOf }, null, 2),
)

const feed = path.join(client, 'legal/feed.xml')
fs.mkdirSync(path.dirname(feed), { recursive: true })
fs.writeFileSync(feed, policyFeedXml(policies, siteUrl()))
const versions = policies.reduce((n, p) => n + p.versions.length, 0)
console.log(
  `writePolicyCopies: ${versions} policy versions in dist/client/legal/feed.xml; copies for ${days.filter((d) => d !== built).length} other moment(s) in dist/as-of`,
)
