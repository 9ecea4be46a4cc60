import { spawn } from 'node:child_process'
import { expect, it } from 'vitest'
import { freePort } from './lib/ports'

/**
 * What a writer sees when starting `npm run dev`: the server's address, and nothing to read past first (Vite's config
 * loader once printed two hundred lines about imports without a file extension, six times over).
 */
it('the preview starts quietly: no warning before "ready"', async () => {
  const port = await freePort()
  const dev = spawn('node_modules/.bin/vike', ['dev', '--port', String(port)], {
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`vike dev did not start within 60 s:\n${output}`)), 60_000)
      for (const stream of [dev.stdout, dev.stderr])
        stream.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          if (output.includes(`localhost:${port}`)) {
            clearTimeout(timer)
            resolve()
          }
        })
      dev.on('exit', (code) => reject(new Error(`vike dev exited (${code}):\n${output}`)))
    })
  } finally {
    dev.kill()
  }
  const lines = output.split('\n').filter((l) => l.trim())
  expect(lines.filter((l) => /warn|\(!\)|without a file extension|deprecat/i.test(l))).toEqual([])
  expect(lines.length).toBeLessThan(10)
}, 90_000)
