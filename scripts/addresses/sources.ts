// Which file makes each address, read from disk: the MDX pages of content/ and the +Page.tsx files of pages/.
import fs from 'node:fs'
import path from 'node:path'
import { blogFirstPageAlias } from '../../content/blogPages.ts'
import type { Redirect } from '../../content/redirects.ts'
import { readFrontmatter } from '../../content/validate.ts'
import { filesUnder } from '../lib/files.ts'
import type { RedirectSource } from './resolveRedirects.ts'

type Fields = { draft?: boolean; redirectFrom?: string[]; aliases?: string[]; publishAt?: string }
/** An MDX page that is built: its file, its addresses (the first is its own), and its frontmatter. */
export type MdxPage = { file: string; addresses: string[]; frontmatter: Fields }

/** The address of an MDX file by its folder (content/README.md, 'Where pages live'), or undefined for none. */
function addressOf(file: string): string | undefined {
  const [, kind, name, version] = file.replace(/\.mdx$/, '').split('/')
  if (version) return kind === 'legal' ? `/${name}/${version}` : undefined
  if (kind === 'legal' || kind === 'pages') return `/${name}`
  if (kind === 'blog' || kind === 'products' || kind === 'about') return `/${kind}/${name}`
  return undefined
}

/** Every MDX page under <root>/content that the build makes (drafts left out, unless `drafts`: `npm run dev` shows them). */
export function mdxPages(root: string, { drafts = false } = {}): MdxPage[] {
  return filesUnder(path.join(root, 'content'), '.mdx')
    .map((full) => path.relative(root, full).split(path.sep).join('/'))
    .sort()
    .flatMap((file) => {
      const address = addressOf(file)
      const frontmatter = (readFrontmatter(fs.readFileSync(path.join(root, file), 'utf8')) ?? {}) as Fields
      if (!address || (frontmatter.draft && !drafts)) return []
      const aliases = (frontmatter.aliases ?? []).map((a) => `/about/${a}`)
      return [{ file, addresses: [address, ...aliases], frontmatter }]
    })
}

/** Where content/redirects.ts is, for the errors that name it. */
export const REDIRECTS_FILE = 'content/redirects.ts'

/**
 * Every redirect the writers wrote, each with the file that wrote it: the MDX pages' `redirectFrom`, the entries of
 * content/redirects.ts, and /blog/page/1 → /blog on a site with a blog's list (`blogList`).
 */
export function redirectSources(mdx: MdxPage[], listed: readonly Redirect[], blogList: boolean): RedirectSource[] {
  return [
    ...mdx.flatMap((page) =>
      (page.frontmatter.redirectFrom ?? []).map((from) => ({
        from,
        to: page.addresses[0],
        status: 301 as const,
        file: page.file,
      })),
    ),
    ...listed.map((r, i) => ({ ...r, file: `${REDIRECTS_FILE}, entry ${i + 1} (${r.from})` })),
    ...(blogList ? [{ ...blogFirstPageAlias, file: 'content/blogPages.ts (blogFirstPageAlias)' }] : []),
  ]
}

/** The pages/ file that renders `route` ('/videos/abc' → pages/videos/@videoId/+Page.tsx), or undefined. */
export function pageFileOf(route: string, root: string): string | undefined {
  const find = (dir: string, rest: string[]): string | undefined => {
    if (!rest.length) return fs.existsSync(path.join(root, dir, '+Page.tsx')) ? `${dir}/+Page.tsx` : undefined
    const [head, ...tail] = rest
    if (!fs.existsSync(path.join(root, dir))) return undefined
    const params = fs.readdirSync(path.join(root, dir)).filter((d) => d.startsWith('@'))
    return [head!, ...params].reduce<string | undefined>((found, d) => found ?? find(`${dir}/${d}`, tail), undefined)
  }
  return route === '/' ? find('pages/index', []) : find('pages', route.split('/').filter(Boolean))
}
