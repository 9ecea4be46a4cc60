// Samples the resident memory of a process and all its descendants (Linux /proc), for the build benchmark.
import fs from 'node:fs'

function treeRss(rootPid: number) {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const status = fs.readFileSync(`/proc/${name}/status`, 'utf8')
      const ppid = Number(status.match(/^PPid:\s+(\d+)/m)?.[1])
      rss.set(Number(name), Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0) * 1024)
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)])
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0
  let single = 0
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()!
    total += rss.get(pid) ?? 0
    single = Math.max(single, rss.get(pid) ?? 0)
    stack.push(...(children.get(pid) ?? []))
  }
  return { total, single }
}

/** Starts sampling every `ms`; stop() returns the peaks in bytes. */
export function sampleTreeRss(pid: number, ms = 100) {
  let peakTree = 0
  let peakSingle = 0
  const timer = setInterval(() => {
    const { total, single } = treeRss(pid)
    peakTree = Math.max(peakTree, total)
    peakSingle = Math.max(peakSingle, single)
  }, ms)
  return {
    stop() {
      clearInterval(timer)
      return { peakTree, peakSingle }
    },
  }
}
