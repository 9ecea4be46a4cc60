import { stripVTControlCharacters } from 'node:util'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { killAll, spawnServer, startServer, type ServerProcess } from './testing/serverProcess'
import { tempDataDir } from './testing/testApp'
import { waitFor } from './testing/waitFor'

// Real server processes, on a pseudo-terminal (util-linux's `script`, as a terminal runs `npm start`) and on a pipe.
vi.setConfig({ testTimeout: 180_000 })
afterEach(() => killAll())

/** A command run on a pseudo-terminal of its own: its standard output is a terminal; `script` copies it to ours. */
const onTerminal = (command: string) => ['script', '--quiet', '--flush', '--return', '--command', command, '/dev/null']

/** What a person sees: the lines without colours and the terminal's carriage returns. */
const seen = (server: ServerProcess) => stripVTControlCharacters(server.output()).replace(/\r/g, '')

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('the log', () => {
  it('reads as lines in a terminal: time, level, message, a request and its answer on a line each', async () => {
    const server = await startServer(
      { DATA_DIR: tempDataDir('terminal-log'), LOG_LEVEL: 'info' },
      onTerminal('npm start'),
    )
    await fetch(`${server.url}/privacy`)
    await fetch(`${server.url}/api/search?q=my+secret+words`)
    await waitFor(() => /req-\d+ GET \/api\/search\n/.test(seen(server)), { what: 'the search request in the log' })
    const lines = seen(server).split('\n')
    expect(lines).toContainEqual(expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: ready \{"dataDir":".*\}$/))
    expect(lines).toContainEqual(expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: req-\d+ GET \/privacy$/))
    expect(lines).toContainEqual(expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: req-\d+ 200 in \d+\.\d ms$/))
    // Still no query of a visitor's in the log, and no JSON line.
    expect(seen(server)).not.toContain('secret')
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([])
  })

  it('is JSON lines, as before, on a pipe (a service manager, a container, a file)', async () => {
    const server = await startServer({ DATA_DIR: tempDataDir('json-log'), LOG_LEVEL: 'info' })
    await fetch(`${server.url}/privacy`)
    await waitFor(() => server.output().includes('"url":"/privacy"'), { what: 'the request in the log' })
    const lines = server
      .output()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    for (const line of lines) expect(Object.keys(line)).toEqual(expect.arrayContaining(['level', 'time', 'pid', 'msg']))
    expect(lines).toContainEqual(expect.objectContaining({ level: 30, msg: 'ready', dataDir: expect.any(String) }))
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'incoming request',
        req: expect.objectContaining({ method: 'GET', url: '/privacy' }),
      }),
    )
  })

  it('ends with the server when its terminal closes (it neither hangs nor spins on the gone terminal)', async () => {
    const server = await spawnServer(
      { DATA_DIR: tempDataDir('terminal-closed'), LOG_LEVEL: 'info' },
      onTerminal('echo "server pid $$"; exec node --import tsx server/index.ts'),
    )
    const pid = Number((await waitFor(() => /server pid (\d+)/.exec(seen(server)), { what: "the server's pid" }))[1])
    try {
      await waitFor(async () => (await fetch(`${server.url}/privacy`).catch(() => undefined))?.ok, {
        timeoutMs: 90_000,
        what: 'the server to serve pages',
      })
      // The terminal goes away at once (its window closed): the server is told (SIGHUP), and its output has nowhere to go.
      server.child.kill('SIGKILL')
      await waitFor(() => !isAlive(pid), { timeoutMs: 60_000, what: 'the server to end' })
    } finally {
      if (isAlive(pid)) process.kill(pid, 'SIGKILL')
    }
  })
})
