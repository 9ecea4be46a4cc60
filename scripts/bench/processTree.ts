// Samples the resident memory and the CPU time of a process and all its descendants (Linux /proc), for the build
// benchmark, phase by phase: each sample is counted under the phase its caller names from the commands running at that
// moment.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/** A process of the tree: its resident memory and its command line. */
type Member = { rss: number; command: string }
/** The tree now: its memory, its commands, and each process's CPU time so far (s, all its threads), by pid. */
type Tree = { total: number; single: number; commands: string[]; members: Member[]; cpu: Map<number, number> }

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))

/** A process's user and system time so far, in seconds (fields 14 and 15 of /proc/<pid>/stat, after the command). */
function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS
  } catch {
    return undefined // ended
  }
}

function readTree(rootPid: number): Tree {
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
  const commands: string[] = []
  const members: Member[] = []
  const cpu = new Map<number, number>()
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()!
    total += rss.get(pid) ?? 0
    single = Math.max(single, rss.get(pid) ?? 0)
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
      commands.push(command)
      members.push({ rss: rss.get(pid) ?? 0, command })
      const seconds = cpuSeconds(pid)
      if (seconds !== undefined) cpu.set(pid, seconds)
    } catch {
      // ended
    }
    stack.push(...(children.get(pid) ?? []))
  }
  return { total, single, commands, members, cpu }
}

/**
 * A phase: its wall time, the peak memory of the tree while it ran, and the CPU time the tree spent in it (each
 * process's time since the sample before; a process's last interval before it ends, at most one sample's, is lost).
 */
type PhasePeak = { name: string; seconds: number; peakTree: number; cpuSeconds: number }

/**
 * Starts sampling every `ms`; `phaseOf` names the phase from the commands of the tree (and whatever else its caller
 * knows). stop() returns the peaks in bytes, overall and per phase in the order the phases began.
 */
export function sampleTreeRss(pid: number, ms: number, phaseOf: (commands: string[]) => string) {
  let peakTree = 0
  let peakSingle = 0
  /** The processes of the tree at its peak, largest first: which step held the memory. */
  let atPeak: Member[] = []
  const phases: PhasePeak[] = []
  let current = 'starting'
  /** Each process's CPU time at the last sample. */
  let lastCpu = new Map<number, number>()
  const timer = setInterval(() => {
    const { total, single, commands, members, cpu } = readTree(pid)
    if (total > peakTree) atPeak = members.sort((a, b) => b.rss - a.rss)
    peakTree = Math.max(peakTree, total)
    peakSingle = Math.max(peakSingle, single)
    const name = (current = phaseOf(commands))
    let phase = phases.find((p) => p.name === name)
    if (!phase) phases.push((phase = { name, seconds: 0, peakTree: 0, cpuSeconds: 0 }))
    phase.seconds += ms / 1000
    phase.peakTree = Math.max(phase.peakTree, total)
    // A process new since the last sample started in this phase: all its time is this phase's.
    for (const [member, seconds] of cpu) phase.cpuSeconds += seconds - (lastCpu.get(member) ?? 0)
    lastCpu = cpu
  }, ms)
  return {
    /** The phase of the last sample. */
    current: () => current,
    stop() {
      clearInterval(timer)
      return { peakTree, peakSingle, atPeak, phases }
    },
  }
}
