// `npm run audit`: builds if stale, serves the build, then on every pre-rendered route (or --routes …):
// JavaScript bytes (brotli) in Chromium, Lighthouse (mobile, median of --runs, default 3), the budgets of budgets.ts;
// html-validate on every HTML file in dist/; a crawl from / for broken links, missing assets and redirect loops.
// Exits non-zero naming each route and figure that misses. See docs/development.md, "Audit and budgets".
import path from 'node:path'
import { parseArgs } from './args'
import { checkBudget } from './budgets'
import { crawl } from './crawl'
import { ensureBuild } from './ensureBuild'
import { runLighthouse, type LighthouseSummary } from './lighthouse'
import { brotliSize, measureJs, type JsResult } from './measureJs'
import { findRoutes } from './routes'
import { serveBuild } from '../lib/server'
import { formatTable, kb } from './table'
import { readPageMeta } from '../seo/pageMeta'
import fs from 'node:fs'

const opts = parseArgs()
const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`
ensureBuild()

const clientDir = path.resolve('dist/client')
const allRoutes = findRoutes(clientDir)
const routes = opts.routes ?? allRoutes
for (const r of routes)
  if (!allRoutes.includes(r)) throw new Error(`${r} is not a pre-rendered route (known: ${allRoutes.join(' ')})`)
const failures: string[] = []

if (!opts.skip.has('validate')) {
  const { validateHtml } = await import('./validateHtml')
  process.stdout.write('html-validate: ')
  const { files, count, errors } = await validateHtml(clientDir)
  console.log(errors.length ? `${count} errors in ${files} files` : `${files} files, no errors`)
  for (const e of errors) console.log(`  ✖ ${e}`)
  failures.push(...errors.map((e) => `html-validate: ${e}`))
}

const server = await serveBuild()
try {
  if (!opts.skip.has('crawl')) {
    const siteUrl = new URL(
      readPageMeta(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')).canonical ?? server.origin,
    ).origin
    const result = await crawl(server.origin, {
      siteUrl,
      seeds: allRoutes,
      onPage: (url, n) =>
        process.stdout.isTTY && process.stdout.write(`\rcrawl: ${n} pages… ${new URL(url).pathname}`.padEnd(70)),
    })
    console.log(
      `${process.stdout.isTTY ? '\r' : ''}crawl: ${result.pages.length} pages, ${result.checked} URLs checked, ${result.problems.length} problems`.padEnd(
        70,
      ),
    )
    for (const p of result.problems) console.log(`  ✖ ${p}`)
    failures.push(...result.problems.map((p) => `crawl: ${p}`))
    if (result.unlinked.length) console.log(`  note: no page links to ${result.unlinked.join(' ')}`)
  }

  const js = opts.skip.has('js')
    ? new Map<string, JsResult>()
    : await measureJs(server.origin, routes, {
        clientDir,
        onRoute: (route, r) =>
          console.log(
            `js: ${route} ${kb(r.bytes)} before interaction, ${kb(r.interaction.bytes)} menu used, ${kb(r.all.bytes)} all live (${r.all.files.length} files)`,
          ),
      })

  const lh = opts.skip.has('lighthouse')
    ? new Map<string, LighthouseSummary>()
    : await runLighthouse(server.origin, routes, {
        runs: opts.runs,
        scheme: opts.scheme,
        onRun: (route, run, runs) => console.log(`lighthouse: ${route} run ${run}/${runs} (${elapsed()})`),
      })

  const rows = routes.map((route) => {
    const l = lh.get(route)
    const s = l?.scores
    return [
      route,
      s?.performance ?? '–',
      s?.accessibility ?? '–',
      s?.['best-practices'] ?? '–',
      s?.seo ?? '–',
      l ? `${Math.round(l.lcp)} ms` : '–',
      l ? `${Math.round(l.tbt)} ms` : '–',
      l ? l.cls.toFixed(3) : '–',
      kb(js.get(route)?.bytes),
      kb(js.get(route)?.all.bytes),
      kb(brotliSize(path.join(clientDir, route, 'index.html'))),
      l ? kb(l.totalBytes) : '–',
    ]
  })
  console.log(
    `\n${formatTable(['route', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'JS before', 'JS all', 'HTML', 'total'], rows)}\n`,
  )
  if (lh.size)
    console.log(
      `Lighthouse ${opts.runs === 1 ? '1 run' : `median of ${opts.runs} runs`}, mobile, ${opts.scheme} scheme; JS = brotli bytes of the scripts loaded before any interaction, and with every widget live; HTML = the page as brotli; total = Lighthouse transfer size.\n`,
    )

  for (const route of routes) {
    const l = lh.get(route)
    const misses = checkBudget(route, {
      scores: l?.scores,
      cls: l?.cls,
      jsBytes: js.get(route)?.bytes,
      jsBytesAll: js.get(route)?.all.bytes,
      htmlBytes: brotliSize(path.join(clientDir, route, 'index.html')),
    })
    if (misses.length && l?.failing.length) misses[0] += ` — failing audits: ${l.failing.join(', ')}`
    failures.push(...misses)
  }
} finally {
  await server.stop()
}

if (failures.length) {
  console.log(`✖ audit failed (${failures.length}) after ${elapsed()}:`)
  for (const f of failures) console.log(`  ${f}`)
  process.exit(1)
}
console.log(`✔ audit passed: ${routes.length} routes within budget (${elapsed()})`)
