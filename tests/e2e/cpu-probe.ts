// The CPU one e2e test costs: the worker process and everything it started (its Chromium, and the
// servers a fault spec starts), summed from /proc before and after the test, its context's closing
// included. CPU time, unlike a test's duration, hardly changes with other work on the machine, so a
// run on a busy machine still shows which tests cost the most (`E2E_CPU_LOG=file`, summed by
// `npm run e2e:cpu -- file`). Linux only; elsewhere it reads nothing.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100

/** CPU seconds used so far by `root` and every process below it. */
export function treeCpuSeconds(root: number): number {
  const children = new Map<number, number[]>()
  const ticks = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // After the command's closing parenthesis: state, ppid, ... utime (12th), stime, cutime, cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const pid = Number(entry)
      const parent = Number(fields[1])
      ticks.set(pid, Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]))
      children.set(parent, [...(children.get(parent) ?? []), pid])
    } catch {
      // The process ended while being read.
    }
  }
  let sum = 0
  const todo = [root]
  while (todo.length) {
    const pid = todo.pop()!
    sum += ticks.get(pid) ?? 0
    todo.push(...(children.get(pid) ?? []))
  }
  return sum / TICKS_PER_SECOND
}

/** One line per test: CPU seconds, wall seconds, file, title. */
export function logTestCpu(file: string, cpu: number, wall: number, title: string): void {
  appendFileSync(process.env.E2E_CPU_LOG!, `${cpu.toFixed(2)}\t${wall.toFixed(1)}\t${file}\t${title}\n`)
}
