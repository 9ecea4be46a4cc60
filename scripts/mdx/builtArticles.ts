import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Vite plugin, build only: content/blogArticles.ts (the blog's articles through Vite's glob, as `npm run dev` has them)
 * is swapped for content/blogArticles.build.ts, which reads each article compiled apart (compileBlog.ts). Bundled,
 * every article was compiled, bundled and held at once, by the bundler and by pre-rendering: at 10,000 articles the
 * server bundle took 112 s and 2.3 GB, and it grew with every article.
 */
export function builtArticles(): Plugin {
  let dev = ''
  let built = ''
  return {
    name: 'ethereal:built-articles',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      dev = path.join(config.root, 'content/blogArticles')
      built = path.join(config.root, 'content/blogArticles.build.ts')
    },
    resolveId: {
      filter: { id: /blogArticles$/ },
      handler(source, importer) {
        if (importer && path.resolve(path.dirname(importer), source) === dev) return built
        return null
      },
    },
  }
}
