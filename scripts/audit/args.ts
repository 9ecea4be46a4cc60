// Command-line options shared by the audit scripts: [--routes] / /privacy, --runs 1, --skip lighthouse,crawl,validate,
// --scheme dark (Lighthouse as a visitor whose system asks for the dark scheme sees the pages)
import { parseArgs as parse } from 'node:util'

export type AuditOptions = { routes?: string[]; runs: number; skip: Set<string>; scheme: 'light' | 'dark' }

export function parseArgs(args = process.argv.slice(2)): AuditOptions {
  const { values, positionals } = parse({
    args,
    // The routes are the words that are not options; `--routes` before them reads well and changes nothing.
    allowPositionals: true,
    options: {
      routes: { type: 'boolean' },
      runs: { type: 'string', default: '3' },
      skip: { type: 'string', default: '' },
      scheme: { type: 'string', default: 'light' },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs wants a whole number of at least 1')
  const scheme = values.scheme
  if (scheme !== 'light' && scheme !== 'dark') throw new Error('--scheme is light or dark')
  return {
    routes: positionals.length ? positionals : undefined,
    runs,
    skip: new Set(values.skip.split(',').filter(Boolean)),
    scheme,
  }
}
