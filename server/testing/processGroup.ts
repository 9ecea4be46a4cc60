import type { ChildProcess } from 'node:child_process'

/** Sends `signal` to the process group `child` leads (spawned with `detached: true`); nothing when it is gone. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0) {
  try {
    process.kill(-child.pid!, signal)
    return true
  } catch {
    return false // the group is gone already
  }
}

/** Whether any process of the group `child` leads is still there. */
const groupAlive = (child: ChildProcess) => signalGroup(child, 0)

/**
 * Stops the whole process group `child` leads (a `vike dev` and what it starts, esbuild's service among them): SIGTERM,
 * then SIGKILL for what is left of it after 5 s. A plain SIGTERM to `vike dev` alone once left it running for an hour.
 */
export async function stopGroup(child: ChildProcess) {
  signalGroup(child, 'SIGTERM')
  const deadline = Date.now() + 5_000
  while (groupAlive(child) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  if (groupAlive(child)) signalGroup(child, 'SIGKILL')
}
