// Build step, after `vike build`: moves the policies' pages as of other days (pre-rendered under dist/client/_as-of/) to
// dist/as-of/, where only the server reads them (server/site/asOf.ts), writes dist/as-of/days.json for it, and writes the
// feed of policy changes, dist/client/legal/feed.xml. Run by `npm run build`.
import fs from 'node:fs'
import path from 'node:path'
import { siteUrl } from '../../components/seo/siteUrl'
import { epochOf, pageDay } from '../../content/policyDays'
import { policyVersions } from '../../content/policyVersions'
import { policyFeedXml } from './policyFeed'
import { readPolicies, switchDaysOf } from './readPolicies'
import { filesUnder } from '../lib/files'

const { policies, errors } = readPolicies(process.cwd())
if (errors.length) {
  console.error(`Policy version errors:\n  ${errors.join('\n  ')}`)
  process.exit(1)
}

const client = path.resolve('dist/client')
const staged = path.join(client, '_as-of')
const target = path.resolve('dist/as-of')
fs.rmSync(target, { recursive: true, force: true })
if (fs.existsSync(staged)) {
  fs.renameSync(staged, target)
  for (const file of filesUnder(target, '.pageContext.json')) fs.rmSync(file)
} else fs.mkdirSync(target, { recursive: true })
const days = switchDaysOf(policies)
const built = epochOf(days, pageDay()) ?? ''
fs.writeFileSync(
  path.join(target, 'days.json'),
  JSON.stringify({ timeZone: policyVersions.timeZone, built, days }, null, 2),
)

// Which version of each policy is in force when: the newsletter's consent records name it (server/newsletter/policyInForce.ts).
const versionsOf = Object.fromEntries(
  policies.map((p) => [p.slug, p.versions.map(({ effective, url }) => ({ effective, url }))]),
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
  `writePolicyCopies: ${versions} policy versions in dist/client/legal/feed.xml; copies for ${days.filter((d) => d !== built).length} other day(s) in dist/as-of`,
)
