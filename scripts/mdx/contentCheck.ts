import path from 'node:path'
import type { Plugin } from 'vite'
import { checkFrontmatter, validateContent } from '../../content/validate.ts'

/**
 * Vite plugin: the build (and the dev server's overlay) stops with the content check's messages
 * (content/validate.ts) when a data list or an MDX page's frontmatter is wrong, and checks an MDX page again each time
 * it is saved.
 */
export function contentCheck(): Plugin {
  let root = process.cwd()
  return {
    name: 'ethereal:content-check',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      const problems = validateContent(root)
      if (problems.length) this.error(`Content errors:\n  ${problems.join('\n  ')}`)
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
