import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { build, buildStages, runStages } from './build'
import { isBuildFresh } from './isBuildFresh'

// The build's runner on steps of its own: real processes, in a folder of their own.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stages-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
// The builds here keep their caches in the folder, not in the project's node_modules/.cache.
process.env.BUILD_CACHE_DIR = path.join(dir, 'cache')
fs.mkdirSync(path.join(dir, 'scripts'))
fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir')
const script = (name: string, body: string) => fs.writeFileSync(path.join(dir, 'scripts', `${name}.ts`), body)
/**
 * A step that notes in steps.log when it starts and ends; it ends once the log has the line `after` (another step's),
 * then exits with `exit`.
 */
const step = (name: string, { after = '', exit = 0 } = {}) =>
  script(
    name,
    `import fs from 'node:fs'
fs.writeFileSync('${name}.pid', String(process.pid))
fs.appendFileSync('steps.log', 'start ${name}\\n')
const done = () => { fs.appendFileSync('steps.log', 'end ${name}\\n'); process.exit(${exit}) }
const wait = () => (fs.readFileSync('steps.log', 'utf8').includes('${after}\\n') ? done() : setTimeout(wait, 20))
wait()
`,
  )
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const log = () => fs.readFileSync(path.join(dir, 'steps.log'), 'utf8').trim().split('\n')

it('runs a stage’s steps side by side and the next stage after them', async () => {
  fs.rmSync(path.join(dir, 'steps.log'), { force: true })
  // a can only end once b has: one after the other, the stage would never end.
  step('a', { after: 'end b' })
  step('b')
  step('c')
  await runStages([['scripts/a.ts', 'scripts/b.ts'], ['scripts/c.ts']], dir)
  const lines = log()
  // c starts only when both have ended.
  expect(lines.slice(0, 4).sort()).toEqual(['end a', 'end b', 'start a', 'start b'])
  expect(lines.slice(-2)).toEqual(['start c', 'end c'])
}, 60_000)

it('stops at a step that fails, naming it, with the other steps of its stage and every later stage', async () => {
  fs.rmSync(path.join(dir, 'steps.log'), { force: true })
  // fails once slow is at work; slow would end only after a line nobody writes.
  step('fails', { after: 'start slow', exit: 3 })
  step('slow', { after: 'never' })
  step('later')
  await expect(runStages([['scripts/fails.ts', 'scripts/slow.ts'], ['scripts/later.ts']], dir)).rejects.toThrow(
    'build: scripts/fails.ts failed (exit 3)',
  )
  expect(log()).toEqual(expect.arrayContaining(['start fails', 'end fails', 'start slow']))
  // The slow step was stopped, not left running, and the next stage never began.
  const slow = Number(fs.readFileSync(path.join(dir, 'slow.pid'), 'utf8'))
  await expect.poll(() => alive(slow), { timeout: 10_000 }).toBe(false)
  expect(log()).not.toContain('end slow')
  expect(log()).not.toContain('start later')
}, 60_000)

it('makes the text twins beside the other page readers for a small blog, with only the sitemap for a large one', () => {
  const stageOf = (articles: number) => buildStages(articles).find((s) => s.includes('scripts/text/writeTextTwins.ts'))
  expect(stageOf(4)).toContain('scripts/search/indexBuild.ts')
  expect(stageOf(10_000)).toEqual(['scripts/text/writeTextTwins.ts', 'scripts/seo/writeSitemap.ts'])
  // Every step, once, whatever the size.
  expect(buildStages(4).flat().sort()).toEqual(buildStages(10_000).flat().sort())
})

it('takes only a whole build for finished: one that fails after the pages are written is built again', async () => {
  // Pre-rendering writes the pages early; a step after it (the link check) may still fail.
  script(
    'pages',
    `import fs from 'node:fs'
fs.mkdirSync('dist/client', { recursive: true })
fs.writeFileSync('dist/client/index.html', '<!doctype html>')
`,
  )
  step('checks')
  step('breaks', { exit: 1 })
  await build([['scripts/pages.ts'], ['scripts/checks.ts']], dir)
  expect(isBuildFresh(dir)).toBe(true)

  await expect(build([['scripts/pages.ts'], ['scripts/breaks.ts']], dir)).rejects.toThrow(
    'build: scripts/breaks.ts failed (exit 1)',
  )
  expect(fs.existsSync(path.join(dir, 'dist/client/index.html'))).toBe(true)
  expect(isBuildFresh(dir)).toBe(false)

  await build([['scripts/pages.ts'], ['scripts/checks.ts']], dir)
  expect(isBuildFresh(dir)).toBe(true)
  // A source saved after the build: the build is stale.
  const later = new Date(Date.now() + 5_000)
  fs.utimesSync(path.join(dir, 'scripts/checks.ts'), later, later)
  expect(isBuildFresh(dir)).toBe(false)
}, 60_000)

it('empties its caches of what no build used in the last hour, once the build is whole', async () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000)
  const kept = (cache: string, name: string, lastUsed: Date) => {
    const file = path.join(dir, 'cache', cache, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, name)
    fs.utimesSync(file, lastUsed, lastUsed)
    return file
  }
  const files = [
    kept('ethereal-pages', 'a-page-of-last-week.json', hoursAgo(24 * 7)),
    kept('ethereal-cards', 'a-card-of-yesterday.png', hoursAgo(24)),
    kept('ethereal-articles', 'an-article-of-two-hours-ago.json', hoursAgo(2)),
  ]
  const inUse = [
    kept('ethereal-pages', 'a-page-of-ten-minutes-ago.json', hoursAgo(1 / 6)),
    kept('ethereal-cards', 'a-card-of-this-build.png', new Date()),
    // Not a cache of ours: left alone.
    kept('jiti', 'old.json', hoursAgo(24 * 7)),
  ]
  const present = (list: string[]) => list.filter((f) => fs.existsSync(f))
  step('checks')
  step('breaks', { exit: 1 })

  // A build that fails leaves its caches as they are: what it did not use, the next build may.
  await expect(build([['scripts/checks.ts'], ['scripts/breaks.ts']], dir)).rejects.toThrow('breaks.ts failed')
  expect(present([...files, ...inUse])).toEqual([...files, ...inUse])

  await build([['scripts/checks.ts']], dir)
  expect(present(files)).toEqual([])
  expect(present(inUse)).toEqual(inUse)
}, 60_000)
