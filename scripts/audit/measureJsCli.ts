// `npm run measure:js [-- --routes / /privacy]`: brotli bytes of JavaScript each route loads before the visitor's first
// interaction, after it (the pointer over the header's menu) and with every widget live, against the route's budgets.
import path from 'node:path'
import { parseArgs } from './args'
import { budgetFor, checkBudget } from './budgets'
import { ensureBuild } from './ensureBuild'
import { measureJs } from './measureJs'
import { findRoutes } from './routes'
import { serveBuild } from '../lib/server'
import { formatTable, kb } from './table'

const opts = parseArgs()
ensureBuild()
const routes = opts.routes ?? findRoutes(path.resolve('dist/client'))
const server = await serveBuild()
const misses: string[] = []
try {
  const results = await measureJs(server.origin, routes, {
    onRoute: (r) => process.stdout.isTTY && process.stdout.write(`\rmeasuring ${r}`.padEnd(60)),
  })
  const rows = routes.map((route) => {
    const r = results.get(route)!
    const budget = budgetFor(route)
    const miss = checkBudget(route, { jsBytes: r.bytes, jsBytesAll: r.all.bytes })
    misses.push(...miss)
    return [
      route,
      kb(r.bytes),
      kb(budget.jsBytes),
      kb(r.interaction.bytes),
      kb(r.all.bytes),
      kb(budget.jsBytesAll),
      miss.length ? 'OVER' : 'ok',
      r.all.files.length,
    ]
  })
  console.log(
    `${process.stdout.isTTY ? '\r' : ''}${formatTable(['route', 'before', 'budget', 'menu used', 'all live', 'budget', '', 'files'], rows)}`,
  )
  console.log(
    '\nbrotli, 1 KB = 1,000 bytes. before: loaded, no interaction; menu used: after the pointer goes over the header menu;',
  )
  console.log('all live: every widget scrolled into view and reached for. Phone viewport, 390 × 844.')
  for (const m of misses) console.log(`  ✖ ${m}`)
} finally {
  await server.stop()
}
process.exit(misses.length ? 1 : 0)
