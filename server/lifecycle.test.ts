import net from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildApp } from './app'
import { readConfig } from './config'
import { killAll, spawnServer, startServer } from './testing/serverProcess'
import { tempDataDir } from './testing/testApp'
import { waitFor } from './testing/waitFor'

// Each test runs a real server, its timeouts shortened (REQUEST_TIMEOUT_MS); the defaults are checked, not waited out.
vi.setConfig({ testTimeout: 180_000 })
afterEach(() => killAll())

/** A contact post whose body stops after its first byte and then never comes: the connection stays open. */
function stalledPost(url: string) {
  const { hostname, port } = new URL(url)
  const socket = net.connect(Number(port), hostname)
  const state = { closed: false, answer: '' }
  socket.on('data', (c) => (state.answer += String(c)))
  socket.on('close', () => (state.closed = true))
  socket.on('error', () => undefined)
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
  )
  return state
}

describe('a stalled request body', () => {
  it('is cut by the request timeout: the server answers 408 and closes the connection', async () => {
    // A second to send a request whole: the stalled body is cut within two.
    const config = readConfig({ DATA_DIR: tempDataDir('stalled'), CONTACT_RATE_LIMIT: '0', REQUEST_TIMEOUT_MS: '1000' })
    const app = await buildApp(config)
    await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const { port } = app.server.address() as net.AddressInfo
      const stalled = stalledPost(`http://127.0.0.1:${port}`)
      await waitFor(() => stalled.closed, { what: 'the server to close the stalled connection' })
      expect(stalled.answer).toMatch(/^HTTP\/1\.1 408/)
    } finally {
      await app.close()
    }
  })

  it('has 10 s to arrive whole by default, and a connection that sends nothing is closed after 20 s', async () => {
    const app = await buildApp(readConfig({ DATA_DIR: tempDataDir('timeouts') }))
    try {
      expect(app.initialConfig).toMatchObject({ requestTimeout: 10_000, connectionTimeout: 20_000 })
    } finally {
      await app.close()
    }
  })
})

describe('npm start', () => {
  it('passes SIGTERM on to the server, which closes stalled connections, stops the outbox and the database, and exits 0', async () => {
    // The grace is half a request's allowance: 1.5 s, well before the stalled body's own timeout would answer 408.
    const server = await startServer({ DATA_DIR: tempDataDir('sigterm'), REQUEST_TIMEOUT_MS: '3000' }, ['npm', 'start'])
    const stalled = stalledPost(server.url)
    await new Promise((r) => setTimeout(r, 200))
    server.child.kill('SIGTERM')
    const { code } = await server.exited
    expect(server.output()).toContain('"msg":"shutting down"')
    expect(server.output()).toContain('"msg":"closing the connections still open after the grace period"')
    expect(server.output()).toContain('"msg":"contact database closed"')
    expect(code).toBe(0)
    await waitFor(() => stalled.closed, { what: 'the stalled connection to be closed' })
  })
})

describe('a wrong setting', () => {
  it('stops the server before it starts, naming the setting and what it accepts', async () => {
    const server = await spawnServer({ DATA_DIR: tempDataDir('bad-setting'), PORT: 'abc' })
    const { code } = await server.exited
    expect(code).not.toBe(0)
    expect(server.output()).toContain('PORT="abc" is not valid: expected a port number from 0 to 65535.')
  })
})
