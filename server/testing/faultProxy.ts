import net from 'node:net'
import { freePort } from '../../scripts/lib/ports'

export type FaultProxy = {
  port: number
  /** `url` (a `postgres://` URL) with its host and port replaced by the proxy's. */
  via(url: string): string
  /** Holds back every byte the database sends (its answers), on open and new connections, until `release()`. */
  hold(): void
  /**
   * Holds back, on each connection opened from now on, the answer that makes it ready (the end of its start-up, past
   * the password) and every byte after it, until `release()`: PostgreSQL has let the connection in, its client does
   * not know yet.
   */
  holdReady(): void
  /**
   * Lets the held answers through, in order and in one write (they arrive together, as a burst after a stall does),
   * and everything after them; a connection the database closed meanwhile is closed after its last answer.
   */
  release(): void
  /** Ends every open connection with a TCP reset, both ways (a network fault, a failover's cut). */
  reset(): void
  /** Connections open now. */
  connections(): number
  close(): Promise<void>
}

type Pair = { client: net.Socket; upstream: net.Socket; held: Buffer[]; holding: boolean; closedUpstream: boolean }

/** PostgreSQL's ReadyForQuery message ('Z', length 5), which ends a connection's start-up. */
const READY = Buffer.from([0x5a, 0, 0, 0, 5])

/**
 * A TCP proxy on loopback between the servers and PostgreSQL that a test controls: it forwards bytes both ways until
 * told to hold the database's answers (a stalled network, a paused VM) or to cut every connection. What the servers
 * meet is what they would meet in production: a socket that goes quiet, or one that is reset.
 */
export async function startFaultProxy(target: { host?: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<Pair>()
  let holding = false
  let holdingReady = false
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host ?? '127.0.0.1')
    const pair: Pair = { client, upstream, held: [], holding: false, closedUpstream: false }
    const startedHoldingReady = holdingReady
    pairs.add(pair)
    client.setNoDelay(true)
    upstream.setNoDelay(true)
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('data', (chunk) => upstream.write(chunk))
    upstream.on('data', (chunk) => {
      if (startedHoldingReady && holdingReady && chunk.includes(READY)) pair.holding = true
      if (holding || pair.holding) pair.held.push(chunk)
      else client.write(chunk)
    })
    client.on('error', end)
    client.on('close', end)
    upstream.on('error', end)
    // The database closing a connection whose answers are held: they go first (release), then the close.
    upstream.on('close', () => (pair.held.length ? (pair.closedUpstream = true) : end()))
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const reset = () => {
    for (const { client, upstream } of [...pairs]) {
      client.resetAndDestroy()
      upstream.resetAndDestroy()
    }
  }
  return {
    port,
    via(url) {
      const u = new URL(url)
      u.hostname = '127.0.0.1'
      u.port = String(port)
      return u.toString()
    },
    hold() {
      holding = true
    },
    holdReady() {
      holdingReady = true
    },
    release() {
      holding = false
      holdingReady = false
      for (const pair of pairs) {
        pair.holding = false
        if (pair.held.length) pair.client.write(Buffer.concat(pair.held.splice(0)))
        if (pair.closedUpstream) pair.client.end(() => pair.client.destroy())
      }
    },
    reset,
    connections: () => pairs.size,
    close() {
      reset()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
