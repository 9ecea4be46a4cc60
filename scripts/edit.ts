// `npm run edit`: the web editor on the writer's own checkout (server/editor/local.ts), on 127.0.0.1:3001 (EDIT_PORT),
// with `npm run dev`'s live preview beside it (not with --no-dev). Saves are commits on the current branch, with the
// writer's git identity; nothing is pushed. Ctrl-C (or SIGTERM) stops the editor and the preview's whole process group.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { localEditor } from '../server/editor/local'
import { PREVIEW_BUNDLE } from '../server/editor/preview/renderPreview'

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP']

/** What each of the editor's builds writes last, and what it is built from: rebuilt when one of these is newer. */
const BUILDS = [
  {
    output: 'dist/editor/index.html',
    sources: ['server/editor', 'content', 'package-lock.json'],
    build: async () => (await import('vite')).build({ configFile: 'server/editor/ui/vite.config.ts' }),
  },
  {
    output: PREVIEW_BUNDLE,
    sources: ['server/editor/preview', 'content', 'components', 'renderer', 'scripts/mdx', 'scripts/images'],
    build: async () => (await import('./buildEditorPreview')).buildEditorPreview(),
  },
]

/** The last change of any file under `roots` that goes into a bundle (not the articles, read as they are saved). */
function newest(roots: string[]) {
  let last = fs.statSync('vite.config.ts').mtimeMs
  for (const root of roots) {
    const stat = fs.statSync(root, { throwIfNoEntry: false })
    if (!stat) continue
    const files = stat.isDirectory()
      ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => path.join(root, f))
      : [root]
    for (const file of files) if (!/\.(test\.tsx?|mdx)$/.test(file)) last = Math.max(last, fs.statSync(file).mtimeMs)
  }
  return last
}

const gitSays = (...args: string[]) => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return ''
  }
}

function fail(message: string): never {
  console.error(`edit: ${message}`)
  process.exit(2)
}

const { values } = parseArgs({ options: { 'no-dev': { type: 'boolean', default: false } } })
const port = Number(process.env.EDIT_PORT ?? 3001)
if (!Number.isInteger(port) || port < 1 || port > 65_535) fail(`EDIT_PORT must be a port number, not ${port}`)
const person = { name: gitSays('config', 'user.name'), email: gitSays('config', 'user.email') }
for (const key of ['name', 'email'] as const)
  if (!person[key])
    fail(
      `git config user.${key} is not set: your saves are signed with it. Set it (git config user.${key} "…") and run npm run edit again`,
    )
const branch = gitSays('rev-parse', '--abbrev-ref', 'HEAD')
if (!branch || branch === 'HEAD') fail('this checkout is on no branch: switch to one (git switch main) to save to it')

for (const { output, sources, build } of BUILDS)
  if (!fs.existsSync(output) || fs.statSync(output).mtimeMs < newest(sources)) {
    console.log(`edit: building ${path.dirname(output)}`)
    await build()
  }

const editor = await localEditor({ dir: process.cwd(), person, branch, port }).catch((error: NodeJS.ErrnoException) =>
  error.code === 'EADDRINUSE'
    ? fail(`port ${port} is in use: choose another with EDIT_PORT=3002 npm run edit`)
    : Promise.reject(error),
)

let stopping = false
// The preview in its own process group: Ctrl-C reaches it once, from here, and stopping kills all of it (npm, tsx, vike).
const dev = values['no-dev'] ? undefined : spawn('npm', ['run', 'dev'], { stdio: 'inherit', detached: true })
dev?.on('exit', (code) => stopping || console.log(`edit: the live preview (npm run dev) stopped (${code ?? 'signal'})`))

console.log(`edit: editing as ${person.name} <${person.email}>, saving to the branch ${branch}`)
console.log(`edit: open ${editor.signInUrl}`)

async function stop() {
  if (stopping) return
  stopping = true
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve))
    try {
      process.kill(-dev.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    await exited
  }
  await editor.close()
  process.exit(0)
}
for (const signal of SIGNALS) process.on(signal, () => void stop())
