import { spawn } from 'node:child_process'
import { expect, it } from 'vitest'
import { freePort } from './lib/ports'
import { stopGroup } from '../server/testing/processGroup'

/**
 * What a writer sees when starting `npm run dev`: the server's address, and nothing to read past first (Vite's config
 * loader once printed two hundred lines about imports without a file extension, six times over).
 */
it('the preview starts quietly: no warning before "ready"', async () => {
  const port = await freePort()
  const dev = spawn('node_modules/.bin/vike', ['dev', '--port', String(port)], {
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, stopped whole (stopGroup).
    detached: true,
  })
  let output = ''
  /** What it printed up to its address: not what it prints as it stops. */
  let untilReady = ''
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`vike dev did not start within 60 s:\n${output}`)), 60_000)
      for (const stream of [dev.stdout, dev.stderr])
        stream.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          if (!untilReady && output.includes(`localhost:${port}`)) {
            untilReady = output
            clearTimeout(timer)
            resolve()
          }
        })
      dev.on('exit', (code) => reject(new Error(`vike dev exited (${code}):\n${output}`)))
    })
  } finally {
    await stopGroup(dev)
  }
  const lines = untilReady.split('\n').filter((l) => l.trim())
  expect(lines.filter((l) => /warn|\(!\)|without a file extension|deprecat/i.test(l))).toEqual([])
  expect(lines.length).toBeLessThan(10)
}, 90_000)
