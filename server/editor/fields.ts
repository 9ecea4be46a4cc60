import { fields, type AssetFormField, type BasicFormField, type ComponentSchema } from '@keystatic/core'
import type { AnyObjectSchema, SchemaDescription } from 'yup'
import { editorText as text } from '../../content/editor'

// The editor's form for a page's frontmatter, made from the page's yup schema (content/schemas/frontmatter.ts): one
// field per schema field, in its order, with the widget its type asks for. The schema stays the one judge of a value:
// a save runs the build's checks on the file (server/editor/checks.ts); these fields only offer the values.

/** A field left out of the file while it holds its default, as a writer leaves it out by hand. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Keystatic's own bound for a field's value
export function omittedAtDefault<P extends {} | null>(field: BasicFormField<P>, isDefault: (value: P) => boolean) {
  return { ...field, serialize: (value: P) => (isDefault(value) ? { value: undefined } : field.serialize(value)) }
}

/** Where the pictures of pages live, and where the editor saves the ones a writer adds (server/editor/images.ts checks them). */
export const IMAGES_DIR = 'content/images/'

type Picture = { data: Uint8Array; extension: string; filename: string; asWritten?: string }

/**
 * A picture of a page, uploaded in the editor: saved as content/images/<page's slug>/<file> and written as
 * `../images/<page's slug>/<file>` (every collection is one folder below content/). A `src` written by hand to a file
 * elsewhere (`../images/about/cork-office.jpg`) is not one Keystatic can load: it is kept as written, not dropped.
 */
export function picture(label: string, description: string) {
  const directory = IMAGES_DIR.replace(/\/$/, '')
  const field = fields.image({
    label,
    description,
    directory,
    publicPath: `../${directory.replace(/^content\//, '')}`,
    validation: { isRequired: true },
    // The name as the site serves it, whatever the camera called it: IMG 0042.JPG → img-0042.jpg.
    transformFilename: (name) => name.toLowerCase().replace(/[^a-z0-9.]+/g, '-'),
  }) as unknown as AssetFormField<Picture | null, Picture, string>
  return {
    ...field,
    parse: (value, args) =>
      typeof value === 'string' && args.asset === undefined
        ? { data: new Uint8Array(), extension: '', filename: value, asWritten: value }
        : field.parse(value, args),
    serialize: (value, args) =>
      value?.asWritten === undefined ? field.serialize(value, args) : { value: value.asWritten, asset: undefined },
  } satisfies typeof field
}

/** A list of short texts (addresses, aliases) as a box with one per line; left out of the file when empty. */
function lines(label: string, description?: string): BasicFormField<string> {
  const field = fields.text({
    label,
    description: `${description ?? ''} One per line.`.trim(),
    multiline: true,
  }) as unknown as BasicFormField<string>
  return {
    ...field,
    parse: (value) => field.parse(Array.isArray(value) ? value.join('\n') : value),
    serialize: (value) => {
      const items = value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
      return { value: items.length ? items : undefined }
    },
  }
}

type Described = SchemaDescription & { oneOf: unknown[]; default?: unknown; innerType?: Described }

/** A calendar date (yyyy-mm-dd, content/schemas/frontmatter.ts's isoDate), not a date and time. */
const isDate = (d: Described) =>
  d.type === 'string' &&
  d.tests.some((t) => t.name === 'matches' && String(t.params?.regex) === String(/^\d{4}-\d{2}-\d{2}$/))
const choices = (values: readonly unknown[]) => values.map((v) => ({ label: String(v), value: String(v) }))

/** The editor's field for one schema field; `names` lists the values a field naming people or topics may take. */
function fieldFor(key: string, d: Described, names: Record<string, readonly string[]>): ComponentSchema {
  const { label = key, description } = text.fields[key] ?? {}
  const required = !d.optional
  if (key === 'title') return fields.slug({ name: { label, description } })
  const listed = names[key]
  if (d.type === 'array') {
    const inner = d.innerType
    const options = listed ?? inner?.oneOf
    if (options?.length)
      return omittedAtDefault(fields.multiselect({ label, description, options: choices(options) }), (v) => !v.length)
    return lines(label, description)
  }
  if (listed) return fields.select({ label, description, options: choices(listed), defaultValue: listed[0]! })
  if (d.oneOf.length)
    return fields.select({ label, description, options: choices(d.oneOf), defaultValue: String(d.oneOf[0]) })
  if (d.type === 'boolean') {
    const byDefault = d.default === true
    return omittedAtDefault(fields.checkbox({ label, description, defaultValue: byDefault }), (v) => v === byDefault)
  }
  if (d.type === 'number') return fields.integer({ label, description, validation: { isRequired: required } })
  if (isDate(d)) return fields.date({ label, description, validation: { isRequired: required } })
  return fields.text({ label, description, multiline: key === 'description' || key === 'changes' })
}

/**
 * The form for a kind of page's frontmatter, its fields in the order the file has them (`order`, from
 * content/schemas/frontmatter.ts's fieldOrder); `names` lists the values a field naming people or topics may take.
 */
export function frontmatterFields(
  schema: AnyObjectSchema,
  { order, names = {} }: { order: readonly string[]; names?: Record<string, readonly string[]> },
) {
  const described = schema.describe().fields as Record<string, Described>
  return Object.fromEntries(order.map((key) => [key, fieldFor(key, described[key]!, names)]))
}
