import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { dump, load } from 'js-yaml'
import type { ComponentSchema } from '@keystatic/core'

// Opening a content file in the editor and saving it with no change, the way Keystatic's own browser code does it
// (keystatic-core-ui.js: parseEntry, serializeEntryToFiles): the frontmatter read with js-yaml, every field parsed into
// the form's value and serialized back, the text through the MDX editor's document and back, and the file put together
// again as `---\n<yaml>---\n<text>`. Its parse and serialize of the text exist only in the browser build, so the test
// (server/editor/roundTrip.test.ts) loads the config against that build; the two steps below come from it too.

type Internals = {
  parseProps: (
    schema: unknown,
    value: unknown,
    path: [],
    slugPath: [],
    parse: (...a: never[]) => unknown,
    v: boolean,
  ) => unknown
  serializeProps: (
    value: unknown,
    schema: unknown,
    slugField: string,
    slug: string,
    suggest: boolean,
  ) => {
    value: Record<string, unknown>
    extraFiles: { path: string; contents: Uint8Array }[]
  }
  object: (fields: Record<string, ComponentSchema>) => unknown
}

const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('@keystatic/core/package.json')), 'dist')

/** The browser build's own parseProps and serializeProps, found by name in the chunk that defines them. */
async function internals(): Promise<Internals> {
  const chunk = fs
    .readdirSync(dist)
    .find(
      (f) =>
        /^index-[0-9a-f]+\.js$/.test(f) && fs.readFileSync(path.join(dist, f), 'utf8').includes('function parseProps('),
    )
  if (!chunk) throw new Error(`@keystatic/core: no chunk of ${dist} defines parseProps`)
  const source = fs.readFileSync(path.join(dist, chunk), 'utf8')
  const exported = (name: string) => {
    const alias = new RegExp(`\\b${name.replace('$', '\\$')} as (\\w+)`).exec(source)?.[1]
    if (!alias) throw new Error(`@keystatic/core: ${chunk} does not export ${name}`)
    return alias
  }
  const mod = (await import(path.join(dist, chunk))) as Record<string, unknown>
  const core = (await import(path.join(dist, 'keystatic-core.js'))) as { fields: { object: Internals['object'] } }
  return {
    parseProps: mod[exported('parseProps')] as Internals['parseProps'],
    serializeProps: mod[exported('serializeProps$1')] as Internals['serializeProps'],
    object: core.fields.object,
  }
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** The bytes the editor writes for `relPath` (content/<collection>/<slug>.mdx) when it is opened and saved unchanged. */
/** What of Keystatic's config the round trip reads. */
type EditorConfig = { collections?: Record<string, { schema: Record<string, ComponentSchema>; slugField: string }> }

/**
 * The files a content field's components may use (an image field's folder), as Keystatic's page loads them for an
 * entry: those under <directory>/<slug>/, by their path below it.
 */
function filesOf(schema: { directories?: string[] }, slug: string) {
  const external = new Map<string, Map<string, Uint8Array>>()
  for (const dir of schema.directories ?? []) {
    const start = `${dir}/${slug}`
    if (!fs.existsSync(start)) continue
    const files = fs
      .readdirSync(start, { recursive: true, encoding: 'utf8' })
      .filter((f) => fs.statSync(path.join(start, f)).isFile())
    external.set(dir, new Map(files.map((f) => [f.split(path.sep).join('/'), fs.readFileSync(path.join(start, f))])))
  }
  return external
}

export async function openAndSave(config: EditorConfig, relPath: string, bytes: Uint8Array): Promise<Uint8Array> {
  const { parseProps, serializeProps, object } = await internals()
  const [, kind, file] = relPath.split('/')
  const collection = config.collections?.[kind!]
  if (!collection || !file?.endsWith('.mdx')) throw new Error(`${relPath} is in no collection of the editor`)
  const slug = file.slice(0, -'.mdx'.length)
  const text = decoder.decode(bytes)
  const match = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/.exec(text)
  const loaded = match ? load(match[1] ?? '') : {}
  const body = match ? bytes.slice(encoder.encode(match[0]).byteLength) : bytes
  const rootSchema = object(collection.schema)
  const state = parseProps(
    rootSchema,
    loaded,
    [],
    [],
    (
      schema: { formKind?: string; directories?: string[]; parse: (...a: unknown[]) => unknown },
      value: unknown,
      p: string[],
    ) => {
      if (p.length === 1 && p[0] === collection.slugField) return schema.parse(value, { slug })
      if (schema.formKind === 'content')
        return schema.parse(value, { content: body, other: new Map(), external: filesOf(schema, slug), slug })
      return schema.parse(value, undefined)
    },
    false,
  )
  const { value, extraFiles } = serializeProps(state, rootSchema, collection.slugField, slug, true)
  const content = extraFiles.find((f) => f.path === 'body.mdx')?.contents ?? new Uint8Array()
  const frontmatter = encoder.encode(dump(value))
  return new Uint8Array([...encoder.encode('---\n'), ...frontmatter, ...encoder.encode('---\n'), ...content])
}
