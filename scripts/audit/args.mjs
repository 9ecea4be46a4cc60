// Command-line options shared by the audit scripts: --routes / /privacy, --runs 1, --skip lighthouse,crawl,validate
export function parseArgs(argv = process.argv.slice(2)) {
  const opts = { routes: /** @type {string[]|undefined} */ (undefined), runs: 3, skip: new Set() }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--routes') {
      opts.routes = []
      while (argv[i + 1] && !argv[i + 1].startsWith('--')) opts.routes.push(argv[++i])
    } else if (arg === '--runs') opts.runs = Number(argv[++i])
    else if (arg === '--skip') for (const s of argv[++i].split(',')) opts.skip.add(s)
    else throw new Error(`unknown option ${arg} (use --routes R…, --runs N, --skip lighthouse,validate,crawl,js)`)
  }
  if (!Number.isInteger(opts.runs) || opts.runs < 1) throw new Error('--runs wants a whole number of at least 1')
  return opts
}
