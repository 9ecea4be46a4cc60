import fs from 'node:fs'
import path from 'node:path'
import { runSync } from '@mdx-js/mdx'
import * as runtime from 'react/jsx-runtime'
import { ARTICLES_DIR } from './articlesDir'
import type { ArticleModule, MdxModule } from './collection'

// The build's blog (it stands in for blogArticles.ts: scripts/mdx/builtArticles.ts): each article was compiled apart
// into dist/server/articles/ (scripts/mdx/compileBlog.ts), so pre-rendering holds the list of articles, not their
// code, and runs one article's code for its own page only.

let index: ArticleModule[] | undefined

/** Every article of content/blog/: its file, frontmatter as written, table of contents and reading time. */
export const blogArticles = (): ArticleModule[] =>
  (index ??= JSON.parse(fs.readFileSync(path.resolve(ARTICLES_DIR, 'index.json'), 'utf8')) as ArticleModule[])

/** The MDX text of one article, to render: its compiled code, run now and let go with the page. */
export function blogArticleBody(file: string): MdxModule['default'] {
  const code = fs.readFileSync(path.resolve(ARTICLES_DIR, `${path.basename(file, '.mdx')}.js`), 'utf8')
  return (runSync(code, { ...runtime, baseUrl: import.meta.url }) as unknown as MdxModule).default
}
