import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { git } from '../server/editor/git'
import { tempDir } from '../server/testing/tempDirs'
import { waitFor } from '../server/testing/waitFor'
import { freePort } from './lib/ports'

// `npm run edit` as a writer starts it in their own checkout (a clone of this repository, its own git identity and no
// other): the script itself, with --no-dev (the live preview is `npm run dev`'s, tested in devStart.test.ts).

vi.setConfig({ testTimeout: 60_000 })

const SCRIPT = path.resolve('scripts/edit.ts')
const ARTICLE = 'content/blog/smart-quote-ai-shortlisting.mdx'
/** Only the clone's own git configuration: not the machine's user.name and user.email. */
const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', FORCE_COLOR: '0' }

let clone: string

/** `npm run edit -- --no-dev` in the clone on `port`; resolves with what it printed once it prints the sign-in link. */
function startEdit(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, '--no-dev'], {
    cwd: clone,
    // This worktree's script (the clone has its last commit): tsx reads the script's own tsconfig (JSX), not the clone's.
    env: { ...env, EDIT_PORT: String(port), TSX_TSCONFIG_PATH: path.resolve('tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += String(chunk)))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

/** The processes whose parent is `pid` (Linux's /proc). */
const childrenOf = (pid: number) =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      let stat: string
      try {
        stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      } catch {
        return false // ended meanwhile
      }
      // "pid (name) state ppid …": the name may hold spaces and parentheses, the last ')' ends it.
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
    })
    .map(Number)

beforeAll(async () => {
  clone = path.join(tempDir('ethereal-edit'), 'site')
  await git(process.cwd(), ['clone', '--quiet', process.cwd(), clone])
  fs.symlinkSync(path.resolve('node_modules'), path.join(clone, 'node_modules'))
  // The builds linked, their last-written files copied: newer than the clone's sources, so nothing is rebuilt.
  for (const [folder, last] of [
    ['dist/editor', 'index.html'],
    ['dist/editor-preview', 'entry.mjs'],
  ] as const) {
    fs.cpSync(path.resolve(folder), path.join(clone, folder), { recursive: true })
    fs.utimesSync(path.join(clone, folder, last), new Date(), new Date())
  }
  await git(clone, ['config', 'user.name', 'Wendy Writer'])
}, 60_000)

it('refuses to start without git config user.email, in one line, with exit code 2', async () => {
  const edit = startEdit(await freePort())
  expect(await edit.exited).toBe(2)
  expect(edit.output().trim().split('\n')).toEqual([expect.stringMatching(/^edit: git config user\.email is not set/)])
})

describe('with user.name and user.email', () => {
  let port: number
  let edit: ReturnType<typeof startEdit>
  let signIn: string

  beforeAll(async () => {
    await git(clone, ['config', 'user.email', 'wendy@example.com'])
    port = await freePort()
    edit = startEdit(port)
    signIn = await waitFor(() => /open (http:\/\/\S+)/.exec(edit.output())?.[1], { what: 'the sign-in link' })
  })
  afterAll(() => edit.child.kill('SIGKILL'))

  it('signs the writer in by the printed link, once; a save is a commit on the branch, by the writer', async () => {
    const first = await fetch(signIn, { redirect: 'manual' })
    expect(first.status).toBe(303)
    expect((await fetch(signIn, { redirect: 'manual' })).status).toBe(403)
    const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!
    const page = await (await fetch(`http://127.0.0.1:${port}/editor`, { headers: { cookie } })).text()
    expect(page).toContain('git push')
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page)![1]!
    const headers = { cookie, 'x-csrf-token': csrf, 'no-cors': '1' }
    expect((await fetch(`http://127.0.0.1:${port}/api/keystatic/tree`, { headers })).status).toBe(200)

    const before = fs.readFileSync(path.join(clone, ARTICLE), 'utf8')
    const changed = before.replace(/\n---\n/, '\n---\n\nEdited on my own machine.\n')
    const save = (extra: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/api/keystatic/update`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', ...extra },
        body: JSON.stringify({
          additions: [{ path: ARTICLE, contents: Buffer.from(changed).toString('base64') }],
          deletions: [],
        }),
      })
    // The protections of the operators' listener hold here too: another site's page, or no anti-forgery token.
    expect((await save({ origin: 'http://evil.example' })).status).toBe(403)
    expect((await save({ 'x-csrf-token': 'forged' })).status).toBe(403)
    expect((await save({})).status).toBe(200)

    const log = (await git(clone, ['log', '-1', '--format=%an <%ae>|%cn <%ce>|%s'])).toString().trim()
    expect(log).toMatch(/^Wendy Writer <wendy@example\.com>\|Wendy Writer <wendy@example\.com>\|.+/)
    expect((await git(clone, ['rev-parse', '--abbrev-ref', 'HEAD'])).toString().trim()).toBe(
      (await git(process.cwd(), ['rev-parse', '--abbrev-ref', 'HEAD'])).toString().trim(),
    )
    expect(fs.readFileSync(path.join(clone, ARTICLE), 'utf8')).toBe(changed)
  })

  it('answers on 127.0.0.1 only, and only to its own names', async () => {
    const others = Object.values(os.networkInterfaces())
      .flat()
      .filter((a) => a && a.family === 'IPv4' && !a.internal)
      .map((a) => a!.address)
    for (const address of ['127.0.0.2', ...others])
      await expect(fetch(`http://${address}:${port}/editor`, { redirect: 'manual' })).rejects.toThrow()
    // A page elsewhere whose name was made to point at 127.0.0.1 (DNS rebinding) is not answered.
    const status = (host: string) =>
      new Promise<number | undefined>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path: '/editor', headers: { host } }, (res) => {
            res.resume()
            resolve(res.statusCode)
          })
          .on('error', reject),
      )
    expect(await status(`evil.example:${port}`)).toBe(421)
    expect(await status(`127.0.0.1:${port}`)).toBe(303)
  })

  it('stops on SIGTERM, leaving no process of its own behind', async () => {
    const pid = edit.child.pid!
    const children = childrenOf(pid)
    edit.child.kill('SIGTERM')
    expect(await edit.exited).toBe(0)
    await waitFor(() => children.every((child) => !fs.existsSync(`/proc/${child}`)), {
      what: 'its child processes to end',
      timeoutMs: 10_000,
    })
    await expect(fetch(`http://127.0.0.1:${port}/editor`)).rejects.toThrow()
  })
})
