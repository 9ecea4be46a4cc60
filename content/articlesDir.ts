/**
 * Where the build writes the blog's compiled articles (scripts/mdx/compileBlog.ts) for pre-rendering to read
 * (blogArticles.build.ts): index.json, the list, and {slug}.js, each article's code.
 */
export const ARTICLES_DIR = 'dist/server/articles'
