// `npm run bench:build -- --articles 1000 [--search] [--keep]`: copies the project to a temporary folder, writes N
// synthetic MDX articles into its content/blog, builds there, and prints the build time, the phases of `vike build`,
// the peak memory of the build's process tree and the search index's size. --search then runs the search part of
// `npm run bench` over that build. The real content/ and dist/ are never touched.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { generateArticles } from './generateArticles'
import { sampleTreeRss } from './processTree'
import { filesUnder } from '../lib/files'

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '1000' },
    search: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
})
const articles = Number(values.articles)
const keep = values.keep
if (!Number.isInteger(articles) || articles < 0) throw new Error('--articles wants a whole number')

const project = process.cwd()
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-bench-'))
const SKIP = new Set(['node_modules', 'dist', '.git', 'data', 'test-results', 'playwright-report'])
fs.cpSync(project, tmp, {
  recursive: true,
  filter: (src) => !SKIP.has(path.basename(src)) || path.dirname(src) !== project,
})
fs.symlinkSync(path.join(project, 'node_modules'), path.join(tmp, 'node_modules'), 'dir')

const blogDir = path.join(tmp, 'content/blog')
const existing = fs.existsSync(blogDir) ? fs.readdirSync(blogDir).filter((f) => f.endsWith('.mdx')).length : 0
generateArticles({ count: articles, out: blogDir })
console.log(`bench: ${articles} articles (+${existing} existing) in ${path.relative(os.tmpdir(), blogDir)}`)

const started = performance.now()
const phases: { name: string; at: number }[] = []
// /usr/bin/time adds the CPU seconds of the whole tree: wall time alone depends on what else the machine is doing.
const timeFile = path.join(tmp, '.bench-time')
const hasTime = fs.existsSync('/usr/bin/time')
const [cmd, ...cmdArgs] = hasTime
  ? ['/usr/bin/time', '-f', '%U %S', '-o', timeFile, 'npm', 'run', 'build']
  : ['npm', 'run', 'build']
const load = os.loadavg()[0] ?? 0
const child = spawn(cmd, cmdArgs, {
  cwd: tmp,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, NODE_ENV: 'production' },
})
const sampler = sampleTreeRss(child.pid!, 100)
let lastLines = ''
/** The build's own line about the search index: pages, sections, words, size and the time it took. */
let searchIndexLine = ''
const PHASE: [RegExp, string][] = [
  [/building client environment/, 'client bundle'],
  [/building ssr environment/, 'server bundle'],
  [/pre-rendering HTML/, 'pre-rendering'],
  [/HTML documents pre-rendered/, 'after pre-rendering (server bundle report)'],
  [/^postbuild|> tsx scripts\/postbuild/, 'postbuild (sitemap, compression)'],
]
for (const stream of [child.stdout, child.stderr])
  stream.on('data', (chunk: Buffer) => {
    const text = chunk.toString()
    lastLines = (lastLines + text).slice(-4000)
    for (const line of text.split('\n')) {
      if (line.startsWith('search index:')) searchIndexLine = line
      for (const [re, name] of PHASE)
        if (re.test(line) && !phases.some((p) => p.name === name)) phases.push({ name, at: performance.now() })
    }
  })
// Progress: a ticking line on a terminal, a line every 10 s otherwise.
const tick = setInterval(() => {
  const s = ((performance.now() - started) / 1000).toFixed(0)
  const phase = phases.at(-1)?.name ?? 'starting'
  if (process.stdout.isTTY) process.stdout.write(`\rbench: building… ${s} s (${phase})`.padEnd(70))
  else if (Number(s) % 10 === 0) console.log(`bench: building… ${s} s (${phase})`)
}, 1000)
const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
clearInterval(tick)
const seconds = (performance.now() - started) / 1000
const memory = sampler.stop()
console.log('')
if (code !== 0) {
  console.error(lastLines)
  console.error(`bench: the build failed (exit ${code}); project copy kept in ${tmp}`)
  process.exit(1)
}
const pages = filesUnder(path.join(tmp, 'dist/client/blog'), 'index.html').length
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`
console.log(
  `\nbuild of ${articles} articles on ${os.cpus().length} cores: ${seconds.toFixed(1)} s, peak memory ${mb(memory.peakTree)} (process tree; largest single process ${mb(memory.peakSingle)})`,
)
if (hasTime) {
  const [user = 0, sys = 0] = fs.readFileSync(timeFile, 'utf8').trim().split(/\s+/).map(Number)
  console.log(
    `CPU time ${(user + sys).toFixed(1)} s (user ${user} s, system ${sys} s); load average when it started: ${load.toFixed(1)}`,
  )
}
console.log(`pre-rendered /blog pages: ${pages} (${(pages / seconds).toFixed(0)} pages/s overall)`)
console.log('phases:')
const marks = [...phases, { name: 'end', at: started + seconds * 1000 }]
let prev = started
let prevName = 'start (npm, vite config)'
for (const m of marks) {
  console.log(`  ${prevName.padEnd(44)} ${((m.at - prev) / 1000).toFixed(1).padStart(6)} s`)
  prev = m.at
  prevName = m.name
}
console.log(`target: ≤ 60 s and ≤ 1.5 GB → ${seconds <= 60 && memory.peakTree <= 1.5 * 1024 ** 3 ? 'met' : 'MISSED'}`)
if (searchIndexLine) console.log(searchIndexLine)
if (values.search) {
  console.log('\nsearch over this build (npm run bench -- --only search):')
  spawnSync('npx', ['tsx', 'scripts/bench/index.ts', '--only', 'search', '--dist', path.join(tmp, 'dist')], {
    stdio: 'inherit',
  })
}
if (keep) console.log(`project copy kept in ${tmp}`)
else fs.rmSync(tmp, { recursive: true, force: true })
