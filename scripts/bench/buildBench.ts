// `npm run bench:build -- --articles 1000 [--warm] [--search] [--keep]`: copies the project to a temporary folder,
// writes N synthetic MDX articles into its content/blog, builds there, and prints the build time, each phase's time and
// peak memory (the build's process tree: every step of `npm run build`, `vike build`'s two bundles apart) and the search
// index's size. The build starts with an empty build cache (scripts/lib/buildCache.ts), as a first build on a fresh
// clone does; --warm lets it use the project's (node_modules/.cache: the share cards and images an earlier build of
// the same articles drew). --search then runs the search part of `npm run bench` over that build. The real content/
// and dist/ are never touched.
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
    warm: { type: 'boolean', default: false },
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
// A Git repository, as every checkout is: Vike finds the project's +files with `git ls-files`, which skips what
// .gitignore does; without Git it walks every folder, dist/ too, once in each batch of pre-rendering (0.8 s a batch
// at 10,000 articles, measured).
spawnSync('git', ['init', '-q'], { cwd: tmp })

const blogDir = path.join(tmp, 'content/blog')
const existing = fs.existsSync(blogDir) ? fs.readdirSync(blogDir).filter((f) => f.endsWith('.mdx')).length : 0
generateArticles({ count: articles, out: blogDir })
console.log(`bench: ${articles} articles (+${existing} existing) in ${path.relative(os.tmpdir(), blogDir)}`)

const started = performance.now()
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
  env: {
    ...process.env,
    NODE_ENV: 'production',
    ...(values.warm ? {} : { BUILD_CACHE_DIR: path.join(tmp, '.build-cache') }),
  },
})
let lastLines = ''
/**
 * The build's own lines on what it took from its caches and what it made: the blog compiled, the articles' pages
 * kept, the pages' twins and copies, the share cards, the search index (pages, sections, words, size, time) and the caches pruned.
 */
const BUILD_LINES = [
  /^blog: \d+ articles compiled/,
  /^prerender: \d+ of \d+ articles' pages as in the last build/,
  /^prerender: twins and compressed copies/,
  /^writeShareCards:/,
  /^search index:/,
  /^build: .* cache entries/,
]
const buildLines: string[] = []
/** What `vike build` is doing, from its own lines (it is one process for both bundles). */
let vikeStage = 'vite config'
/** Whether scripts/prerender.ts has compiled the blog (its line "blog: N articles compiled …") and renders now. */
let blogCompiled = false
const VIKE_STAGE: [RegExp, string][] = [
  [/building client environment/, 'client bundle'],
  [/building ssr environment/, 'server bundle'],
]
for (const stream of [child.stdout, child.stderr])
  stream.on('data', (chunk: Buffer) => {
    const text = chunk.toString()
    lastLines = (lastLines + text).slice(-4000)
    for (const line of text.split('\n')) {
      if (BUILD_LINES.some((re) => re.test(line))) buildLines.push(line)
      if (/^blog: \d+ articles compiled/.test(line)) blogCompiled = true
      for (const [re, name] of VIKE_STAGE) if (re.test(line)) vikeStage = name
    }
  })
/**
 * The phase is the build steps running (scripts/build.ts; not itself): the scripts of scripts/ by name, side by side
 * as "a + b", or vike's stage.
 */
function phaseOf(commands: string[]) {
  const scripts = commands
    .map((c) => /\bscripts\/(\S+)\.ts\b/.exec(c)?.[1])
    .filter((s): s is string => s !== undefined && s !== 'build')
  if (scripts.length)
    return [...new Set(scripts)]
      .map((s) => (s === 'prerender' && !blogCompiled ? 'prerender: compiling the blog' : s))
      .join(' + ')
  if (commands.some((c) => /\bvike(\/bin\.js)?\s+(build|prerender)\b/.test(c))) return `vike: ${vikeStage}`
  return 'npm'
}
/** How often the tree is sampled. */
const SAMPLE_MS = 100
const sampler = sampleTreeRss(child.pid!, SAMPLE_MS, phaseOf)
// Progress: a ticking line on a terminal, a line every 10 s otherwise.
const tick = setInterval(() => {
  const s = ((performance.now() - started) / 1000).toFixed(0)
  if (process.stdout.isTTY) process.stdout.write(`\rbench: building… ${s} s (${sampler.current()})`.padEnd(70))
  else if (Number(s) % 10 === 0) console.log(`bench: building… ${s} s (${sampler.current()})`)
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
console.log('at the peak:')
for (const m of memory.atPeak.filter((m) => m.rss > 8 * 1024 ** 2))
  console.log(`  ${mb(m.rss).padStart(7)}  ${m.command.replace(tmp, '.').replaceAll(project, '.').slice(0, 100)}`)
if (hasTime) {
  const [user = 0, sys = 0] = fs.readFileSync(timeFile, 'utf8').trim().split(/\s+/).map(Number)
  console.log(
    `CPU time ${(user + sys).toFixed(1)} s (user ${user} s, system ${sys} s); load average when it started: ${load.toFixed(1)}`,
  )
}
// scripts/prerender.ts: every batch of `vike prerender`.
const prerendering = memory.phases.find((p) => p.name === 'prerender')
console.log(
  `pre-rendered /blog pages: ${pages} (${(pages / seconds).toFixed(0)} pages/s overall${prerendering ? `, ${(pages / prerendering.seconds).toFixed(0)} pages/s while pre-rendering` : ''})`,
)
console.log(
  'phases (time; the peak memory of the process tree while it ran; its CPU time, and the cores that kept busy):',
)
for (const p of memory.phases)
  console.log(
    `  ${p.name.padEnd(36)} ${p.seconds.toFixed(1).padStart(6)} s ${mb(p.peakTree).padStart(9)} ${p.cpuSeconds.toFixed(1).padStart(7)} s CPU ${(p.cpuSeconds / p.seconds).toFixed(1).padStart(4)} cores`,
  )
const counted = memory.phases.reduce((sum, p) => sum + p.cpuSeconds, 0)
console.log(
  `  CPU counted in the phases: ${counted.toFixed(1)} s (what a process spent in its last ${SAMPLE_MS} ms before it ended is not)`,
)
const budget = articles >= 10_000 ? { seconds: 180, bytes: 1.5 * 1024 ** 3 } : undefined
if (budget)
  console.log(
    `budget at 10,000 articles: ≤ ${budget.seconds} s and ≤ 1.5 GB → ${seconds <= budget.seconds && memory.peakTree <= budget.bytes ? 'met' : 'MISSED'}`,
  )
for (const line of buildLines) console.log(line)
if (values.search) {
  console.log('\nsearch over this build (npm run bench -- --only search):')
  spawnSync('npx', ['tsx', 'scripts/bench/index.ts', '--only', 'search', '--dist', path.join(tmp, 'dist')], {
    stdio: 'inherit',
  })
}
if (keep) console.log(`project copy kept in ${tmp}`)
else fs.rmSync(tmp, { recursive: true, force: true })
