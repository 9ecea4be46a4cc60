import fs from 'node:fs'
import path from 'node:path'
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { isValidElement } from 'react'
import { mdxTags } from '../../components/mdx/mdxTags.ts'
import { sizeOnDisk } from '../images/remarkImages.ts'
import { named } from '../../content/mdxModule.ts'
import { checkFrontmatter } from '../../content/validate.ts'
import { formatBroken, readSite, routeOf, sourceOf, whyBroken, type BrokenLink, type Target } from '../checkLinks.ts'
import { readPolicies } from '../policies/readPolicies.ts'
import { compileMdx, describeMdxError, runMdx } from './compileArticle.ts'
import { fieldOf } from './contentCheck.ts'

/** One reason a content file may not be written: the build's own line, and the frontmatter field it is about. */
export type FileProblem = { field?: string; message: string }

/**
 * The build's checks on one content file (content/<kind>/x.mdx from the project root) as if `source` were its text: a web
 * editor runs it before it writes the file, and writes nothing while this returns a problem. Nothing is written here
 * either: the file is compiled in memory, images are checked but not encoded.
 *
 * - the frontmatter: its folder's schema, unknown fields, a blog article's topics and author with the build's "did you
 *   mean", shareImage (content/validate.ts checkFrontmatter, as scripts/mdx/contentCheck.ts runs it);
 * - the MDX: compiled as the build compiles a blog article (compileArticle.ts), with its images checked
 *   (remarkImages.ts), then run and its content made once with the components MDX is given (mdxTags.ts), so a tag
 *   nobody provides fails as it fails a page of the build (content/mdxModule.ts named);
 * - its internal links and #anchors (scripts/checkLinks.ts whyBroken): against the pages the last build wrote and each
 *   linked content file as it is on disk (siteOf below), the file's own page read from `source`;
 * - a policy's versions (content/legal/): the rules readPolicies checks, with this file read from `source` and the files
 *   saved with it (`alongside`: a new version's archived one) from theirs.
 *
 * `now` is the moment the check stands in: the rules above do not depend on the day today, so it is not read yet.
 * `saving`: the other files of the same save (path from the root → contents), an image among them found as on disk.
 */
export async function checkContentFile(
  relPath: string,
  source: string,
  options: {
    root?: string
    now?: Date
    alongside?: { path: string; contents: string }[]
    saving?: ReadonlyMap<string, Buffer>
  } = {},
): Promise<FileProblem[]> {
  const root = options.root ?? process.cwd()
  const file = relPath.split(path.sep).join('/')
  const frontmatter = checkFrontmatter(file, source, root).map(problem)
  const compiled = await compileFile(root, file, source, options.saving)
  if ('error' in compiled) return [...frontmatter, { message: compiled.error }]
  // A page whose frontmatter is wrong is not read further by the build's other steps either.
  if (frontmatter.length) return frontmatter
  const links = await brokenLinks(root, file, compiled)
  const policies = file.startsWith('content/legal/') ? policyProblems(root, file, source, options.alongside) : []
  return [...links, ...policies]
}

const problem = (message: string): FileProblem => {
  const field = fieldOf(message)
  return field ? { field, message } : { message }
}

/** What making a page's content gives the other checks: the ids its elements carry and the links it makes. */
type Page = { ids: Set<string>; hrefs: string[]; draft: boolean }

// Each tag MDX is given (components/mdx/mdxTags.ts), as something that renders nothing: the content is made once, not
// rendered, so a component's own needs (a theme, the page's data) do not come in.
const provided = Object.fromEntries(mdxTags.map((name) => [name, () => null]))

/** The file compiled, run and its content made as the build does, or the build's line for the first thing that fails. */
async function compileFile(
  root: string,
  file: string,
  source: string,
  saving: ReadonlyMap<string, Buffer> = new Map(),
): Promise<Page | { error: string }> {
  const where = path.join(root, file)
  // An image saved along with the page is there as the page will find it.
  const sizeOf = (image: string) =>
    saving.get(path.relative(root, image).split(path.sep).join('/'))?.length ?? sizeOnDisk(image)
  try {
    const specifiers: string[] = []
    // The image's picture is not made: remarkImages has checked the image by then, and encoding it would write it.
    const code = await compileMdx(where, source, async () => null, [[importsFromOptions, specifiers]], sizeOf)
    const load = (s: string) => import(s.startsWith('.') ? path.resolve(path.dirname(where), s) : s) as Promise<object>
    const imports = Object.fromEntries(await Promise.all(specifiers.map(async (s) => [s, await load(s)] as const)))
    const mdx = runMdx(code, where, { imports })
    const page: Page = { ids: new Set(), hrefs: [], draft: mdx.frontmatter.draft === true }
    readElements(named(file, mdx.default as Parameters<typeof named>[1])({ components: provided }), page)
    return page
  } catch (e) {
    return { error: describeMdxError(e, file) }
  }
}

/** Every id and href written on the elements of a page's content (its headings' ids, <Section id>, links). */
function readElements(node: unknown, page: Page) {
  if (Array.isArray(node)) for (const child of node) readElements(child, page)
  if (!isValidElement<{ id?: unknown; href?: unknown; children?: unknown }>(node)) return
  const { id, href, children } = node.props
  if (typeof id === 'string') page.ids.add(id)
  if (typeof href === 'string') page.hrefs.push(href)
  readElements(children, page)
}

/**
 * The MDX's imports (`import { downloads } from '../downloads'`) read from the options the code is run with
 * (`const { downloads } = arguments[0].imports['../downloads']`): compiled as a function body, the code would import
 * them by URL, past the module loader that reads TypeScript (Vite's, tsx's). Each module's specifier goes in `specifiers`.
 */
export function importsFromOptions(specifiers: string[]) {
  const member = (object: object, property: string | number) => ({
    type: 'MemberExpression',
    object,
    property: { type: 'Literal', value: property },
    computed: true,
    optional: false,
  })
  const imports = member(member({ type: 'Identifier', name: 'arguments' }, 0), 'imports')
  return (tree: Root) => {
    visit(tree, 'mdxjsEsm', (node) => {
      const program = node.data?.estree
      if (!program) return
      program.body = program.body.map((statement) => {
        if (statement.type !== 'ImportDeclaration') return statement
        const from = String(statement.source.value)
        specifiers.push(from)
        const declarations = statement.specifiers.map((s) => ({
          type: 'VariableDeclarator',
          id: { type: 'Identifier', name: s.local.name },
          init:
            s.type === 'ImportNamespaceSpecifier'
              ? member(imports, from)
              : member(
                  member(imports, from),
                  s.type === 'ImportDefaultSpecifier'
                    ? 'default'
                    : s.imported.type === 'Identifier'
                      ? s.imported.name
                      : String(s.imported.value),
                ),
        }))
        // An export, which MDX takes where it takes an import (a statement of any other kind it refuses).
        return {
          type: 'ExportNamedDeclaration',
          declaration: { type: 'VariableDeclaration', kind: 'const', declarations },
          specifiers: [],
          source: null,
          attributes: [],
        } as unknown as typeof statement
      })
    })
  }
}

/**
 * The site's pages and their anchors: those the last build wrote (dist/client), read once; without a build, the pages
 * of pages/ by their folders (Vike's routing by file), on which any anchor is taken. A content file's page is read from
 * the file as it is on disk when a link leads to it, and again when the file changes.
 */
type Site = { built: Map<string, Set<string>>; content: Map<string, { stamp: string; ids?: Set<string> }> }
const sites = new Map<string, Site>()

function siteOf(root: string): Site {
  let site = sites.get(root)
  if (!site) {
    const built = readSite(path.join(root, 'dist/client')).pages
    if (!built.size) for (const route of pagesRoutes(root)) built.set(route, ANY)
    site = { built, content: new Map() }
    sites.set(root, site)
  }
  return site
}

/** Stands for the anchors of a page known without its HTML: every anchor is taken. */
const ANY = new Set<string>()

/** The routes of pages/ that are not parameters (/videos; /blog/topics, which has a route function, is left out). */
function pagesRoutes(root: string): string[] {
  const dir = path.join(root, 'pages')
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === '+Page.tsx')
    .map((f) => path.dirname(f).split(path.sep))
    .filter((segs) => !segs.some((s) => s.startsWith('@') || s.startsWith('_')))
    .filter((segs) => !fs.existsSync(path.join(dir, ...segs, '+route.ts')))
    .map((segs) => (segs.join('/') === 'index' ? '/' : `/${segs.join('/')}`))
}

/** The ids of a content file's page as the file is on disk; undefined when it has no page (a draft, an error). */
async function idsOnDisk(root: string, site: Site, file: string): Promise<Set<string> | undefined> {
  const stat = fs.statSync(path.join(root, file))
  const stamp = `${stat.mtimeMs}:${stat.size}`
  let known = site.content.get(file)
  if (known?.stamp !== stamp) {
    const compiled = await compileFile(root, file, fs.readFileSync(path.join(root, file), 'utf8'))
    // A draft has no page in the build (content/collection.ts): a link to it would be broken there.
    known = { stamp, ids: 'ids' in compiled && !compiled.draft ? compiled.ids : undefined }
    site.content.set(file, known)
  }
  return known.ids
}

/** The file's internal links that lead nowhere, as the build's link check prints them. */
async function brokenLinks(root: string, file: string, page: Page): Promise<FileProblem[]> {
  const site = siteOf(root)
  const route = routeOf(file)
  const idsOf = async (target: string): Promise<Set<string> | undefined> => {
    const built = site.built.get(target)
    if (target === route) {
      // The page's own ids from the edited text, and those its frame gives it: what the build has beside the ids of
      // the file as it is on disk.
      const onDisk = built && fs.existsSync(path.join(root, file)) ? await idsOnDisk(root, site, file) : undefined
      return new Set([...page.ids, ...[...(built ?? [])].filter((id) => !onDisk?.has(id))])
    }
    const source = sourceOf(target, root)
    if (!source.startsWith('content/') || !source.endsWith('.mdx')) return built
    const written = await idsOnDisk(root, site, source)
    return written && new Set([...(built ?? []), ...written])
  }
  const targetOf = async (target: string): Promise<Target> => {
    // A file (a PDF, the feed, a text twin) may be one the build writes after pre-rendering: the build checks those.
    if (/\.\w+$/.test(target)) return 'file'
    const ids = await idsOf(target)
    // A page known without its HTML (no build yet): any anchor on it is taken.
    return ids === ANY ? 'file' : ids
  }
  const broken: BrokenLink[] = []
  for (const href of new Set(page.hrefs)) {
    const reason = await whyBroken(route, href, targetOf)
    if (reason) broken.push({ page: route, source: file, href, reason })
  }
  return broken.map((b) => ({ message: formatBroken([b]) }))
}

/** The version rules of the policy the file is a version of, with the file read from `source` (and those alongside). */
function policyProblems(
  root: string,
  file: string,
  source: string,
  alongside: { path: string; contents: string }[] = [],
): FileProblem[] {
  const slug = file.split('/')[2]!.replace(/\.mdx$/, '')
  const ofPolicy = (line: string) =>
    line.startsWith(`content/legal/${slug}.mdx:`) || line.startsWith(`content/legal/${slug}/`)
  const edited = [{ file, source }, ...alongside.map((a) => ({ file: a.path, source: a.contents }))]
  return readPolicies(root, edited).errors.filter(ofPolicy).map(problem)
}
