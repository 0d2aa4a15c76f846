// How much of the machine the run really had: Linux's /proc/stat counts, per CPU state, the time
// since boot; the share "stolen" is time this virtual machine's CPUs were ready to run but the host
// gave them to someone else. Timings taken while it is high say more about the host than the app.
import { existsSync, readFileSync } from 'node:fs'

export type CpuSnapshot = number[] | null

export function cpuSnapshot(): CpuSnapshot {
  if (!existsSync('/proc/stat')) return null
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] // "cpu  user nice system idle iowait irq softirq steal ..."
  return line.trim().split(/\s+/).slice(1, 9).map(Number)
}

/** Percent of all CPU time between two snapshots that was stolen by the host, and that was idle. */
export function cpuShares(from: CpuSnapshot, to: CpuSnapshot): { stealPct: number; idlePct: number } | null {
  if (!from || !to) return null
  const delta = to.map((v, i) => v - from[i])
  const total = delta.reduce((a, b) => a + b, 0)
  if (total <= 0) return null
  return { stealPct: (100 * delta[7]) / total, idlePct: (100 * (delta[3] + delta[4])) / total }
}
