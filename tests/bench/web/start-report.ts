// The Markdown of one bench:start run: per screen and start, the main thread's CPU time by phase (median
// of the runs), then where it went (kinds of work, packages, functions: means over the runs).
import type { JsWeight } from './js-weight'
import type { SampleCosts } from './main-thread'
import { fmt, median, table } from './report'
import type { StartTarget, TracedStart } from './start-visits'

export interface StartRuns {
  command: string
  /** The commit, and whether web/ had uncommitted changes. */
  tree: string
  date: string
  chromium: string
  catalogue: string
  load: [number, number]
  cpu: { stealPct: number; idlePct: number } | null
  runs: { key: string; target: StartTarget; cold: TracedStart[]; warm: TracedStart[] }[]
  js: JsWeight | null
}

const TOP_FUNCTIONS = 15
const TOP_PACKAGES = 8
const TOP_EVENTS = 12

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)

/** Sums named costs over the runs and divides by their number. */
function meanCosts<T extends { selfMs: number }>(lists: T[][], key: (t: T) => string): (T & { selfMs: number })[] {
  const sums = new Map<string, T>()
  for (const list of lists) for (const item of list) {
    const k = key(item)
    const had = sums.get(k)
    sums.set(k, had ? { ...had, selfMs: had.selfMs + item.selfMs } : { ...item })
  }
  return [...sums.values()].map((t) => ({ ...t, selfMs: t.selfMs / lists.length })).sort((a, b) => b.selfMs - a.selfMs)
}

function startRows(name: string, starts: TracedStart[]): (string | number)[][] {
  const phaseNames = starts[0].profile.phases.map((p) => p.name)
  const perPhase = phaseNames.map((phase) => median(starts.map((s) => s.profile.phases.find((p) => p.name === phase)?.cpuMs ?? 0)))
  return [[
    name,
    phaseNames.map((p, i) => `${p}: ${fmt(perPhase[i])}`).join('; '),
    fmt(median(starts.map((s) => s.profile.totalCpuMs))),
    starts.map((s) => fmt(s.profile.totalCpuMs)).join(', '),
    `${fmt(median(starts.map((s) => s.targetMs)))} (window ${fmt(median(starts.map((s) => s.windowMs)) / 1000, 1)} s)`,
  ]]
}

function sampleTables(label: string, costs: SampleCosts[]): string[] {
  const kindNames = [...new Set(costs.flatMap((c) => Object.keys(c.kinds)))]
  const kinds = table([`kind of work, ${label}`, 'CPU ms (mean)'], kindNames
    .map((k) => [k, mean(costs.map((c) => c.kinds[k] ?? 0))] as const)
    .sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, fmt(v)]))
  const packages = table([`package or folder, ${label}`, 'self CPU ms (mean)'],
    meanCosts(costs.map((c) => c.packages), (p) => p.name).slice(0, TOP_PACKAGES).map((p) => [`\`${p.name}\``, fmt(p.selfMs)]))
  const functions = table([`function, ${label}`, 'source', 'self CPU ms (mean)'],
    meanCosts(costs.map((c) => c.functions), (f) => `${f.name}@${f.where}`).slice(0, TOP_FUNCTIONS)
      .map((f) => [`\`${f.name}\``, f.where ? `\`${f.where}\`` : '', fmt(f.selfMs, 1)]))
  return [kinds, packages, functions]
}

function breakdown(title: string, starts: TracedStart[]): string {
  const events = table(['trace event (whole window)', 'self CPU ms (mean)'],
    meanCosts(starts.map((s) => s.profile.events), (e) => e.name).slice(0, TOP_EVENTS).map((e) => [`\`${e.name}\``, fmt(e.selfMs)]))
  return [
    `#### ${title}`,
    ...starts[0].profile.phases.flatMap((phase, i) => sampleTables(phase.name, starts.map((s) => s.profile.phaseCosts[i]))),
    events,
  ].join('\n\n')
}

export function renderStartReport(r: StartRuns): string {
  const runsOf = r.runs[0]?.cold.length ?? 0
  const head = `Run on ${r.date}: \`${r.command}\` on ${r.tree}, ${r.catalogue} catalogue, headless Chromium ${r.chromium}, ${runsOf} run(s) of each start; 1-minute load average ${fmt(r.load[0], 1)} at the start, ${fmt(r.load[1], 1)} at the end${r.cpu ? `; ${fmt(r.cpu.stealPct)} % of the CPU time stolen by the host, ${fmt(r.cpu.idlePct)} % idle` : ''}.`
  const main = table(['start', 'main-thread CPU ms by phase (median)', 'total CPU ms (median)', 'total CPU ms, each run', 'content painted, wall ms (median; noise on a busy machine)'],
    r.runs.flatMap((run) => [...startRows(`cold ${run.target.path}`, run.cold), ...startRows(`warm ${run.target.path}`, run.warm)]))
  const parts = [head, main]
  if (r.js) parts.push(`JavaScript loaded by \`/\` until the network is idle and no script comes for 2 s: ${fmt(r.js.idleGzipKb, 1)} KB gzipped (${fmt(r.js.idleRawKb, 1)} KB raw); until the load event ${fmt(r.js.loadGzipKb, 1)} KB gzipped.`)
  for (const run of r.runs) {
    parts.push(breakdown(`cold ${run.target.path}: where the main thread's time went`, run.cold))
    parts.push(breakdown(`warm ${run.target.path}: where the main thread's time went`, run.warm))
  }
  return parts.join('\n\n')
}
