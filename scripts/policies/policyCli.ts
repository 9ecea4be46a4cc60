// `npm run policy -- new-version privacy --effective 2027-01-01 [--material] [--published 2026-11-23]`
// Keeps the policy in force as an earlier version (content/legal/privacy/<its effective date>.mdx) and prepares
// content/legal/privacy.mdx to become the new one: new `effective`, `published` and `updated` dates, `material`, and an
// empty 'What changed' summary to write. The legal team then edits the text. See content/README.md, 'For the legal team'.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { parseDocument, type Scalar, type YAMLMap } from 'yaml'
import { fieldOrder } from '../../content/schemas/frontmatter'
import { today } from '../../content/policyDays'
import { readPolicies } from './readPolicies'
import { isMain } from '../../server/isMain'

const USAGE =
  'usage: npm run policy -- new-version <privacy|terms|cookies> --effective yyyy-mm-dd [--material] [--published yyyy-mm-dd]'
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Splits an MDX file into its frontmatter (as an editable YAML document) and the text after it. */
function split(source: string) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)
  if (!m) throw new Error('has no frontmatter block between --- lines')
  return { doc: parseDocument(m[1]!), body: source.slice(m[0].length) }
}
/**
 * The file again, its frontmatter in the order and style the web editor writes (content/schemas/frontmatter.ts's
 * fieldOrder; long lines folded at 80 characters), so the legal team's next save in the editor changes only their words.
 */
function join(doc: ReturnType<typeof parseDocument>, body: string) {
  const order = fieldOrder('legal')
  const items = (doc.contents as YAMLMap<Scalar<string>>).items
  items.sort((a, b) => order.indexOf(a.key.value) - order.indexOf(b.key.value))
  return `---\n${doc.toString({ lineWidth: 80 })}---\n${body}`
}

export type NewVersion = { slug: string; effective: string; material: boolean; published: string }
/** A file a new version writes: its path from the project root and its whole text. */
export type VersionFile = { path: string; contents: string }

/**
 * The two files of a new version, as they would be written, without writing them: the version in force kept as
 * content/legal/<policy>/<its date>.mdx, and content/legal/<policy>.mdx prepared as the new one, with `changes` as its
 * 'What changed' summary (left out: the build asks for it). The version rules are the build's to check
 * (content/schemas/policyVersions.ts); this throws a readable error only where there is no new version to make.
 */
export function prepareNewVersion(
  root: string,
  { slug, effective, material, published }: NewVersion,
  changes?: string,
): { archived: VersionFile; current: VersionFile } {
  const rel = `content/legal/${slug}.mdx`
  const file = path.join(root, rel)
  if (!fs.existsSync(file))
    throw new Error(
      `${rel} does not exist: the policies are ${fs
        .readdirSync(path.join(root, 'content/legal'))
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => f.replace(/\.mdx$/, ''))
        .join(', ')}`,
    )
  if (!DATE.test(effective)) throw new Error(`--effective ${effective} must be a date yyyy-mm-dd`)
  if (!DATE.test(published)) throw new Error(`--published ${published} must be a date yyyy-mm-dd`)
  const source = fs.readFileSync(file, 'utf8')
  const current = dateInForce(rel, source)
  const archived = `content/legal/${slug}/${current}.mdx`
  if (fs.existsSync(path.join(root, archived)))
    throw new Error(`${archived} already exists: this version is already archived`)

  const old = split(source)
  if (!old.doc.has('effective')) old.doc.set('effective', current)

  const { doc, body } = split(source)
  doc.set('effective', effective)
  doc.set('published', published)
  doc.set('updated', published)
  // Left out when false, as the editor leaves a field out at its default.
  if (material) doc.set('material', true)
  else doc.delete('material')
  if (changes?.trim()) doc.set('changes', changes.trim())
  else doc.delete('changes')
  return {
    archived: { path: archived, contents: join(old.doc, old.body) },
    current: { path: rel, contents: join(doc, body) },
  }
}

/** The date the version in force took effect (`rel` is its file, `source` its text); throws when it has none. */
function dateInForce(rel: string, source: string) {
  const { doc } = split(source)
  // A policy that never had a history may have no `effective` date (the cookie policy): it took effect when published.
  const date = [doc.get('effective'), doc.get('published'), doc.get('updated')].find((v) => typeof v === 'string') ?? ''
  if (!DATE.test(date))
    throw new Error(
      `${rel}: frontmatter field 'updated' is missing: the version in force needs its dates before it can be archived`,
    )
  return date
}

/** Archives the current version and prepares the new one. Returns the two files written; throws a readable error. */
export function newVersion(root: string, options: NewVersion) {
  const { archived, current } = prepareNewVersion(root, options)
  const inForce = path.posix.basename(archived.path, '.mdx')
  if (options.effective <= inForce)
    throw new Error(
      `--effective ${options.effective} must be after the current version's date (${inForce} in ${current.path})`,
    )
  for (const { path: rel, contents } of [archived, current]) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), contents)
  }
  return { archived: archived.path, current: current.path }
}

/** The command line, or the usage and exit code 2 (0 for --help) where it is not one this command understands. */
function commandLine() {
  try {
    const parsed = parseArgs({
      allowPositionals: true,
      options: {
        effective: { type: 'string' },
        material: { type: 'boolean', default: false },
        published: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
    if (parsed.values.help) {
      console.log(USAGE)
      process.exit(0)
    }
    return parsed
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`)
    process.exit(2)
  }
}

if (isMain(import.meta.url)) {
  const { positionals, values } = commandLine()
  const [command, slug] = positionals
  if (command !== 'new-version' || !slug || !values.effective) {
    console.error(USAGE)
    process.exit(2)
  }
  const root = process.cwd()
  try {
    const written = newVersion(root, {
      slug,
      effective: values.effective,
      material: values.material,
      published: values.published ?? today(),
    })
    console.log(
      `Kept the version in force as ${written.archived}.\nPrepared ${written.current} to take effect on ${values.effective}.\n`,
    )
    console.log(
      `Now, in ${written.current}:\n  1. change the text;\n  2. write what changed in one or two sentences: changes: ...\n  3. run npm run build to check it, and hand it over.`,
    )
    const { errors } = readPolicies(root)
    const left = errors.filter((e) => e.includes(`${written.current}: frontmatter field 'changes' is missing`))
    const others = errors.filter((e) => !left.includes(e))
    if (others.length) {
      console.error(`\nThe build will refuse this version until these are fixed:\n  ${others.join('\n  ')}`)
      process.exit(1)
    }
  } catch (e) {
    console.error(`npm run policy: ${(e as Error).message}`)
    process.exit(1)
  }
}
