// `npm run measure:js [-- --routes / /privacy]`: brotli bytes of JavaScript each route loads, against its budget.
import path from 'node:path'
import { parseArgs } from './args.mjs'
import { budgetFor } from './budgets.mjs'
import { ensureBuild } from './ensureBuild.mjs'
import { measureJs } from './measureJs.mjs'
import { findRoutes } from './routes.mjs'
import { serveBuild } from './serve.mjs'
import { formatTable, kb } from './table.mjs'

const opts = parseArgs()
ensureBuild()
const routes = opts.routes ?? findRoutes(path.resolve('dist/client'))
const server = await serveBuild()
let over = 0
try {
  const results = await measureJs(server.origin, routes, { onRoute: (r) => process.stdout.isTTY && process.stdout.write(`\rmeasuring ${r}`.padEnd(60)) })
  const rows = routes.map((route) => {
    const { bytes, files } = /** @type {{bytes:number, files:string[]}} */ (results.get(route))
    const budget = budgetFor(route)
    if (bytes > budget.jsBytes) over++
    return [route, kb(bytes), kb(budget.jsBytes), bytes > budget.jsBytes ? 'OVER' : 'ok', files.length]
  })
  console.log(`${process.stdout.isTTY ? '\r' : ''}${formatTable(['route', 'JS (brotli)', 'budget', '', 'files'], rows)}`)
} finally {
  await server.stop()
}
process.exit(over ? 1 : 0)
