import net from 'node:net'
import { freePort } from '../../scripts/lib/ports'

export type FaultProxy = {
  port: number
  /** `url` (a `postgres://` URL) with its host and port replaced by the proxy's. */
  via(url: string): string
  /** Holds back every byte the database sends (its answers), on open and new connections, until `release()`. */
  hold(): void
  /** Lets the held answers through, in order, and everything after them. */
  release(): void
  /** Ends every open connection with a TCP reset, both ways (a network fault, a failover's cut). */
  reset(): void
  /** Connections open now. */
  connections(): number
  close(): Promise<void>
}

type Pair = { client: net.Socket; upstream: net.Socket; held: Buffer[] }

/**
 * A TCP proxy on loopback between the servers and PostgreSQL that a test controls: it forwards bytes both ways until
 * told to hold the database's answers (a stalled network, a paused VM) or to cut every connection. What the servers
 * meet is what they would meet in production: a socket that goes quiet, or one that is reset.
 */
export async function startFaultProxy(target: { host?: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<Pair>()
  let holding = false
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host ?? '127.0.0.1')
    const pair: Pair = { client, upstream, held: [] }
    pairs.add(pair)
    client.setNoDelay(true)
    upstream.setNoDelay(true)
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('data', (chunk) => upstream.write(chunk))
    upstream.on('data', (chunk) => (holding ? pair.held.push(chunk) : client.write(chunk)))
    for (const socket of [client, upstream]) {
      socket.on('error', end)
      socket.on('close', end)
    }
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
    release() {
      holding = false
      for (const pair of pairs) for (const chunk of pair.held.splice(0)) pair.client.write(chunk)
    },
    reset,
    connections: () => pairs.size,
    close() {
      reset()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
