import fs from 'node:fs'
import path from 'node:path'
import type { ArticleModule, MdxModule } from '../../../content/mdxModule'
import { readFrontmatter } from '../../../content/validate'

// The preview's blog (it stands in for content/blogArticles.ts in the preview's bundle: scripts/buildEditorPreview.ts):
// the other articles as the files on disk say, read when the preview first needs the list (an article's end, what to
// read next). Only their frontmatter is read: the preview renders no article's text but the edited one
// (content/collection.ts withStandIn), and bundling the blog would make the bundle grow with it.

const WORDS_PER_MINUTE = 220

let index: ArticleModule[] | undefined

/** Every article of content/blog/: its file, frontmatter as written, no table of contents, a reading time by words. */
export const blogArticles = (): ArticleModule[] => (index ??= readArticles(path.resolve('content/blog')))

function readArticles(dir: string): ArticleModule[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8')
      const words = text
        .replace(/^---[\s\S]*?\n---\n/, '')
        .split(/\s+/)
        .filter(Boolean).length
      return {
        file: `content/blog/${name}`,
        frontmatter: (readFrontmatter(text) ?? {}) as Record<string, unknown>,
        toc: [],
        readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
      }
    })
}

/** Another article's text: the preview never renders one. */
export const blogArticleBody = (file: string): MdxModule['default'] => {
  throw new Error(`${file}: the preview renders the edited article's text only`)
}
