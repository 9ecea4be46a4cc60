import type { ArticleModule, MdxModule } from './mdxModule'

// `npm run dev` (and the tests): the blog's articles, compiled by Vite like every module, so a saved article shows at
// once and its errors show in the open page (scripts/mdx/devContentErrors.ts). The build leaves them out of its bundle
// and compiles each apart: it reads them through blogArticles.build.ts instead (scripts/mdx/builtArticles.ts). It
// knows nothing of the collections (collection.ts), which read the articles from here.
const modules = import.meta.glob<MdxModule>('./blog/*.mdx', { eager: true })

/** Every article of content/blog/: its file, frontmatter as written, table of contents and reading time. */
export const blogArticles = (): ArticleModule[] =>
  Object.entries(modules).map(([p, { frontmatter, toc, readingMinutes }]) => ({
    file: p.replace(/^\.\//, 'content/'),
    frontmatter,
    toc,
    readingMinutes,
  }))

/** The MDX text of one article, to render. */
export const blogArticleBody = (file: string): MdxModule['default'] =>
  modules[file.replace(/^content\//, './')]!.default
