// What pre-rendering made of each blog article's page, kept between builds in node_modules/.cache/ethereal-rendered
// (scripts/lib/buildCache.ts): the page's HTML, under a hash of everything it is rendered from:
// - the server bundle `vike build` wrote (dist/server but the compiled articles, and dist/assets.json): every
//   component, every content module but the blog's articles, the names of the client's files; and the packages it
//   imports from node_modules (React, styled-components, Vike), through package-lock.json;
// - the article as compiled (dist/server/articles/<slug>.js) and its entry in the list (frontmatter, contents, reading
//   time), and the entries of the articles its end offers (to read next, the ones before and after it:
//   content/blogRelations.ts, as pages/blog/@slug/+data.ts finds them); nothing else of any other article shows on it;
// - its address, the site's address and the year (the footer's copyright).
// scripts/prerender.ts puts the kept pages into dist/client before the batches start, and the batches render only the
// articles whose page is not kept (renderer/prerenderBatch.ts: articlesToRender). At 10,000 articles a rebuild with the
// same bundle rendered ~10,000 pages for nothing (~100 s of the rebuild's ~175 s); a change to any code, style or page
// but an article changes the bundle, and every article renders again.
//
// A kept page is a hard link to the HTML the build wrote (linkOrCopy): the build never writes into a page once
// written (writeNewFile), so the kept file stays as it was rendered.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ARTICLES_DIR } from '../content/articlesDir'
import { blogArticleUrl } from '../content/blogPages'
import { blogRelations } from '../content/blogRelations'
import type { ArticleModule } from '../content/mdxModule'
import { pageMoment } from '../content/policyDays'
import { siteUrl } from '../components/seo/siteUrl'
import { buildCacheDir, notKept, putCacheFile, touchCacheEntry } from './lib/buildCache'
import { filesUnder, linkOrCopy } from './lib/files'

/** An article's page: its MDX file and its address. */
export type ArticlePage = { file: string; url: string }

/**
 * The hash of the code that renders a page: what `vike build` wrote (dist/server but the compiled articles, and
 * dist/assets.json) and the packages it imports (package-lock.json). The bundle names the project's folder (Vike's
 * config), which no page shows: it is left out, so that another checkout of the same code (a worktree, the build
 * benchmark's copy) finds the same pages.
 */
function bundleHash(root: string): string {
  const articles = path.join(root, ARTICLES_DIR)
  const files = [
    ...filesUnder(path.join(root, 'dist/server')).filter((f) => !f.startsWith(`${articles}${path.sep}`)),
    path.join(root, 'dist/assets.json'),
    path.join(root, 'package-lock.json'),
  ].filter((f) => fs.existsSync(f))
  const hash = createHash('sha256')
  for (const file of files.sort())
    hash
      .update(`${path.relative(root, file)}\0`)
      .update(fs.readFileSync(file, 'latin1').replaceAll(root, ''))
      .update('\0')
  return hash.digest('hex')
}

/**
 * The blog's article pages of the build at `root`, after `vike build` and compileBlog.ts, each with its key in the
 * cache kept in `dir`.
 */
export function renderCache(root: string, dir = buildCacheDir('ethereal-rendered', root)) {
  const client = path.join(root, 'dist/client')
  const bundle = bundleHash(root)
  const base = siteUrl()
  const year = new Date().getFullYear()
  const entries = JSON.parse(fs.readFileSync(path.join(root, ARTICLES_DIR, 'index.json'), 'utf8')) as ArticleModule[]
  // A draft has no page in the build (content/collection.ts); the others in the blog's order (content/blogPosts.ts).
  const posts = entries
    .filter((entry) => entry.frontmatter.draft !== true)
    .map((entry) => {
      // As written: the build checked it (scripts/mdx/contentCheck.ts); what the ends compare needs no defaults but tags'.
      const fm = entry.frontmatter as { date: string; tags?: string[]; publishAt?: string }
      return { entry, slug: path.basename(entry.file, '.mdx'), frontmatter: { ...fm, tags: fm.tags ?? [] } }
    })
    .sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date))
  const endOf = blogRelations(posts)
  const moment = pageMoment()
  /** Each article's key, by address. */
  const keys = new Map<string, string>()
  const pages: ArticlePage[] = posts.map((post) => {
    const { entry, slug } = post
    const url = blogArticleUrl(slug)
    const { related, older, newer } = endOf(post, moment)
    const end = [...related, older, newer].map((p) => p && p.entry)
    const key = createHash('sha256')
      .update(`${bundle}\0${base}\0${year}\0${url}\0${JSON.stringify(entry)}\0${JSON.stringify(end)}\0`)
      .update(fs.readFileSync(path.join(root, ARTICLES_DIR, `${slug}.js`)))
      .digest('hex')
      .slice(0, 32)
    keys.set(url, key)
    return { file: entry.file, url }
  })
  const keptFile = (url: string) => path.join(dir, `${keys.get(url)}.html`)
  const pageFile = (url: string) => path.join(client, url, 'index.html')
  return {
    /** The articles' pages the build renders. */
    pages,
    /**
     * Puts every kept page into dist/client (marked as used: touchCacheEntry); answers them. A page not kept, or gone
     * meanwhile (another build's prune), is rendered.
     */
    place(): ArticlePage[] {
      return pages.filter(({ url }) => {
        const kept = keptFile(url)
        touchCacheEntry(kept)
        if (!fs.existsSync(kept)) return false
        fs.mkdirSync(path.dirname(pageFile(url)), { recursive: true })
        try {
          linkOrCopy(kept, pageFile(url))
          return true
        } catch {
          fs.rmSync(pageFile(url), { force: true })
          return false
        }
      })
    },
    /**
     * Keeps the page of each article of `urls` that a batch rendered (other addresses are not articles' pages): a hard
     * link under a temporary name, renamed (putCacheFile), so that a build reading the cache meanwhile
     * finds the page whole or not at all. A cache that cannot be written slows the next build and fails none: the
     * build says so once. Answers how many articles' pages the batch rendered.
     */
    keep(urls: string[]): number {
      const articles = urls.filter((url) => keys.has(url))
      for (const url of articles) {
        if (!fs.existsSync(pageFile(url))) continue
        try {
          fs.mkdirSync(dir, { recursive: true })
          putCacheFile(keptFile(url), (tmp) => linkOrCopy(pageFile(url), tmp))
        } catch (error) {
          notKept("prerender: the articles' pages are not kept for the next build", error)
          break
        }
      }
      return articles.length
    },
  }
}
