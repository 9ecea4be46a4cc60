import fs from 'node:fs'
import path from 'node:path'
import * as runtime from 'react/jsx-runtime'
import { ARTICLES_DIR } from './articlesDir'
import type { ArticleModule, MdxModule } from './mdxModule'

// The build's blog (it stands in for blogArticles.ts: scripts/mdx/builtArticles.ts): each article was compiled apart
// into dist/server/articles/ (scripts/mdx/compileBlog.ts), so pre-rendering holds the list of articles, not their
// code, and runs one article's code for its own page only. Like blogArticles.ts, it knows nothing of the collections
// (collection.ts), which read the articles from here.

let index: ArticleModule[] | undefined

/** Every article of content/blog/: its file, frontmatter as written, table of contents and reading time. */
export const blogArticles = (): ArticleModule[] =>
  (index ??= JSON.parse(fs.readFileSync(path.resolve(ARTICLES_DIR, 'index.json'), 'utf8')) as ArticleModule[])

/**
 * The MDX text of one article, to render: its compiled code, run now and let go with the page. The code is a function
 * body taking the JSX runtime (compileBlog.ts: outputFormat 'function-body'), run as @mdx-js/mdx's runSync runs it;
 * importing that package for it would load the whole MDX compiler into every pre-rendering batch (0.2 s and 25 MB).
 */
export function blogArticleBody(file: string): MdxModule['default'] {
  const code = fs.readFileSync(path.resolve(ARTICLES_DIR, `${path.basename(file, '.mdx')}.js`), 'utf8')
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the build's own compiled MDX, as runSync runs it
  const run = new Function(code) as (options: object) => MdxModule
  return run({ ...runtime, baseUrl: import.meta.url }).default
}
