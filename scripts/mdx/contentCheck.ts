import path from 'node:path'
import type { Plugin } from 'vite'
import { checkFrontmatter, validateContent } from '../../content/validate.ts'

/**
 * Vite plugin: the build stops with the content check's messages (content/validate.ts) when a data list or an MDX
 * page's frontmatter is wrong, and checks an MDX page each time it is loaded (under `npm run dev`, each time it is
 * saved; devContentErrors.ts shows the message in the page).
 */
export function contentCheck(): Plugin {
  let root = process.cwd()
  let serving = false
  return {
    name: 'ethereal:content-check',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
      serving = config.command === 'serve'
    },
    buildStart() {
      // The preview starts whatever the content: it shows the problems in the page (devContentErrors.ts).
      if (serving) return
      const problems = validateContent(root)
      if (problems.length) this.error(`Content errors:\n  ${problems.join('\n  ')}`)
    },
    transform(code, id) {
      const file = id.split('?')[0]!
      if (!file.endsWith('.mdx') || !file.startsWith(path.join(root, 'content') + path.sep)) return null
      const errors = checkFrontmatter(path.relative(root, file), code, root)
      if (!errors.length) return null
      // Each sentence with its line rides on the error too, for the preview's page (devContentErrors.ts): Vike
      // rewrites an error's message for its log.
      const problems = errors.map((sentence) => ({ sentence, line: lineOfField(code, sentence) }))
      this.error(Object.assign(new Error(errors.join('\n')), { problems }), { line: problems[0]!.line, column: 0 })
      return null
    },
  }
}

/**
 * The line of the frontmatter field a message names ("… frontmatter field 'tags[1]' …", "… unknown field 'authr' …"),
 * for the error's place (content/blog/x.mdx:4): 1, the opening ---, when it names none.
 */
export function lineOfField(source: string, message: string): number {
  const field = fieldOf(message)
  if (!field) return 1
  const lines = source.split(/\r?\n/)
  const end = lines.indexOf('---', 1)
  const at = lines.slice(0, end === -1 ? undefined : end).findIndex((l) => l.startsWith(`${field}:`))
  return at === -1 ? 1 : at + 1
}

/** The frontmatter field a message of the content check names ('tags' for "… field 'tags[1]' …"), if any. */
export const fieldOf = (message: string) => /field '([^'.[]+)/.exec(message)?.[1]
