// `npm run build`: the build's steps, each its own process (what a step holds in memory goes when it ends). The steps of
// one stage run side by side: each reads only what earlier stages wrote, and none writes what another of its stage
// reads. A step that fails stops the build, and the other steps of its stage with it.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BUILD_COMPLETE, buildCompleteText } from './isBuildFresh'
import { pruneCaches } from './lib/buildCache'
import { MANY_ARTICLES } from './lib/compress'
import { blogFiles } from './lib/files'
import { isMain } from '../server/isMain'

/** The web editor's page (Keystatic), built apart into dist/editor/ for the operators' listener: none of it reaches the site. */
const EDITOR: Step = 'vite build --config server/editor/ui/vite.config.ts'

/** Moves the pages as of other moments out of dist/client: after it, the site's pages are all there. */
const POLICY_COPIES: Step = 'scripts/policies/writePolicyCopies.ts'
/** The web editor's preview, built apart into dist/editor-preview/. */
const EDITOR_PREVIEW: Step = 'scripts/buildEditorPreview.ts'

/** A build step: a script of scripts/ (run with tsx's loader) or a command of node_modules/.bin. */
export type Step = `scripts/${string}.ts` | `vike ${string}` | `vite ${string}`

/** Steps that read the pages' HTML and write apart: the cards, the blog's feed, dist/search.db (~200 MB each). */
const PAGE_READERS: Step[] = ['scripts/seo/writeShareCards.ts', 'scripts/writeFeed.ts', 'scripts/search/indexBuild.ts']
/** Writes every page's text twin, llms.txt and llms-full.txt; at 10,000 articles it holds ~600 MB (npm run bench:build). */
const TWINS: Step = 'scripts/text/writeTextTwins.ts'
/** Reads each page's head and writes sitemap.xml and robots.txt (~200 MB at 10,000 articles), beside the twins. */
const SITEMAP: Step = 'scripts/seo/writeSitemap.ts'

/** The build of a site whose blog has `articles` articles: the text twins beside the page readers on a small one. */
export function buildStages(articles: number): Step[][] {
  return [
    ['scripts/writeTariffMap.ts'],
    ['vike build'],
    // Compiles the blog, then pre-renders every page.
    ['scripts/prerender.ts'],
    // Moves the pages as of other days out of dist/client: every later step reads the site as it is today. Beside it,
    // the web editor's preview (dist/editor-preview/), after `vike build` has encoded the pictures both bundles use.
    [POLICY_COPIES, EDITOR_PREVIEW],
    ...(articles > MANY_ARTICLES ? [PAGE_READERS, [TWINS, SITEMAP]] : [[...PAGE_READERS, TWINS, SITEMAP]]),
    // Compresses what every step before wrote (the twins' step compressed its own); beside it, the link check, which
    // reads the pages, and finds the sitemap and llms.txt a page may link to.
    ['scripts/postbuild.ts', 'scripts/checkLinks.ts', EDITOR],
    // Writes a small page at each old address: after the link check, which must not count them as pages.
    ['scripts/addresses/writeRedirects.ts'],
  ]
}

/**
 * The build's stages that make the site's pages, each moment's (dist/client, dist/as-of): what a server needs to serve
 * them, without what the later steps add (compressed copies, text twins, feeds, search, share pictures) or the editor's.
 */
export const pageStages = (): Step[][] => {
  const stages = buildStages(0)
  return stages
    .slice(0, stages.findIndex((stage) => stage.includes(POLICY_COPIES)) + 1)
    .map((stage) => stage.filter((step) => step !== EDITOR_PREVIEW))
}

/**
 * Runs the stages in order, the steps of each side by side, in `cwd` (with `env` added to this process's); rejects
 * naming the first step that fails. `quiet` keeps what the steps print, and puts a failed step's in the rejection.
 */
export async function runStages(
  stages: Step[][],
  cwd = process.cwd(),
  { env: extra = {}, quiet = false }: { env?: Record<string, string>; quiet?: boolean } = {},
): Promise<void> {
  const env = { ...process.env, NODE_ENV: 'production', ...extra }
  const running = new Set<ChildProcess>()
  const runStep = (step: Step) =>
    new Promise<void>((resolve, reject) => {
      const [command, args] = step.startsWith('scripts/')
        ? [process.execPath, ['--import', 'tsx', step]]
        : [path.join(cwd, 'node_modules/.bin', step.split(' ')[0]!), step.split(' ').slice(1)]
      const child = spawn(command, args, { cwd, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env })
      let printed = ''
      for (const stream of [child.stdout, child.stderr]) stream?.on('data', (c: Buffer) => (printed += String(c)))
      running.add(child)
      child.on('error', reject)
      child.on('exit', (code, signal) => {
        running.delete(child)
        if (code === 0) resolve()
        else reject(new Error(`build: ${step} failed (${signal ?? `exit ${code}`})${printed && `\n${printed}`}`))
      })
    })
  try {
    for (const stage of stages) await Promise.all(stage.map(runStep))
  } catch (error) {
    for (const child of running) child.kill()
    throw error
  }
}

/**
 * The build in `cwd`: its stages, then the mark that it is complete (isBuildFresh.ts), which only a whole build leaves;
 * then the build's caches lose what neither this build nor any other in the last hour used (pruneCaches).
 */
export async function build(stages: Step[][], cwd = process.cwd()) {
  const started = Date.now()
  const complete = path.join(cwd, BUILD_COMPLETE)
  fs.rmSync(complete, { force: true })
  await runStages(stages, cwd)
  fs.mkdirSync(path.dirname(complete), { recursive: true })
  fs.writeFileSync(complete, buildCompleteText(cwd))
  const { removed, bytes } = pruneCaches(cwd, started)
  if (removed)
    console.log(
      `build: ${removed} cache entries no build used in the last hour removed (${(bytes / 1024 / 1024).toFixed(1)} MB freed)`,
    )
}

if (isMain(import.meta.url)) {
  const started = performance.now()
  try {
    await build(buildStages(blogFiles(process.cwd()).length))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
