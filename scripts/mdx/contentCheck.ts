import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { parse as parseYaml } from 'yaml'
import { ValidationError } from 'yup'
import { frontmatterSchemas, type ContentKind } from '../../content/schemas/frontmatter'

/** The kind of a content file is its first folder under content/ (content/legal/privacy.mdx → legal). */
function kindOf(relPath: string): ContentKind | undefined {
  const [top, kind] = relPath.split(/[\\/]/)
  return top === 'content' && kind && kind in frontmatterSchemas ? (kind as ContentKind) : undefined
}

/** Reads the YAML between the leading `---` lines; undefined when the file has none. */
export function readFrontmatter(source: string): unknown {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)
  return m ? (parseYaml(m[1]!) ?? {}) : undefined
}

/**
 * Checks one content file's frontmatter against its kind's schema.
 * Returns readable errors such as "content/legal/privacy.mdx: frontmatter field 'effective' must be a date yyyy-mm-dd".
 */
export function checkFrontmatter(relPath: string, source: string, root = process.cwd()): string[] {
  const file = relPath.split(path.sep).join('/')
  const kind = kindOf(file)
  if (!kind)
    return [
      `${file}: is not in a known content folder (${Object.keys(frontmatterSchemas)
        .map((k) => `content/${k}/`)
        .join(', ')})`,
    ]
  let data: unknown
  try {
    data = readFrontmatter(source)
  } catch (e) {
    return [`${file}: frontmatter is not valid YAML: ${(e as Error).message.split('\n')[0]}`]
  }
  if (data === undefined) return [`${file}: must start with a frontmatter block between --- lines`]
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return [`${file}: frontmatter must be a list of fields (key: value)`]
  const schema = frontmatterSchemas[kind]
  // A misspelt field would otherwise be ignored silently, and the page would miss its value.
  const unknown = Object.keys(data).filter((k) => !(k in schema.fields))
  const errors = unknown.map(
    (k) =>
      `${file}: frontmatter has an unknown field '${k}' (fields for content/${kind}/: ${Object.keys(schema.fields).join(', ')})`,
  )
  try {
    schema.validateSync(data, { abortEarly: false, strict: false, stripUnknown: true })
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e
    errors.push(
      ...(e.inner.length ? e.inner : [e]).map((err) => `${file}: frontmatter field '${err.path}' ${err.errors[0]}`),
    )
  }
  const shareImage = (data as { shareImage?: unknown }).shareImage
  if (typeof shareImage === 'string' && !errors.length && !fs.existsSync(path.join(root, 'public', shareImage)))
    errors.push(`${file}: frontmatter field 'shareImage' names public${shareImage}, which does not exist`)
  return errors
}

function* mdxFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* mdxFiles(full)
    else if (entry.name.endsWith('.mdx')) yield full
  }
}

/** Every error of every .mdx file under <root>/content. */
export function checkContentDir(root: string): string[] {
  return [...mdxFiles(path.join(root, 'content'))].flatMap((full) =>
    checkFrontmatter(path.relative(root, full), fs.readFileSync(full, 'utf8'), root),
  )
}

/** Vite plugin: fails the build (and shows the dev overlay) when a content file's frontmatter is wrong. */
export function contentCheck(): Plugin {
  let root = process.cwd()
  return {
    name: 'ethereal:content-check',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      const errors = checkContentDir(root)
      if (errors.length) this.error(`Content errors:\n  ${errors.join('\n  ')}`)
    },
    transform(code, id) {
      const file = id.split('?')[0]!
      if (!file.endsWith('.mdx') || !file.startsWith(path.join(root, 'content') + path.sep)) return null
      const errors = checkFrontmatter(path.relative(root, file), code, root)
      if (errors.length) this.error(errors.join('\n'))
      return null
    },
  }
}
