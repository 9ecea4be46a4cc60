import net from 'node:net'

/**
 * A Vitest worker's ports (VITEST_POOL_ID, 1 to the workers' count) come from a block of its own, below the range the
 * kernel picks from for port 0 and for outgoing connections (32768 up, Linux's default). A test finds a port free and
 * a server it starts binds it a second later: a port the kernel picked could be picked again meanwhile, by another
 * worker's test (5,000 picks here gave 20 ports that one of the 20 picks before had given). Eleven blocks of 2,000.
 */
const WORKER_PORTS = { first: 10_000, each: 2_000, blocks: 11 }

/** Ports this process has handed out, never handed out again: a server may still be starting on one. */
const handedOut = new Set<number>()

/** A TCP port nothing listens on at the moment, on the loopback address. */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID)
  if (!worker) return kernelPort()
  const first = WORKER_PORTS.first + ((worker - 1) % WORKER_PORTS.blocks) * WORKER_PORTS.each
  for (;;) {
    const port = first + Math.floor(Math.random() * WORKER_PORTS.each)
    if (handedOut.has(port)) continue
    handedOut.add(port)
    if (await listens(port)) return port
  }
}

/** Whether a server could listen on `port` now (nothing else does). */
function listens(port: number) {
  return new Promise<boolean>((resolve) => {
    const srv = net.createServer()
    srv.once('error', () => resolve(false))
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)))
  })
}

/** A port the kernel picks. */
function kernelPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}
