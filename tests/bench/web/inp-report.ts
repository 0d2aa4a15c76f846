// The Markdown of an INP run: per catalogue and interaction, p75, median and max of the runs' INP
// against the 200 ms goal, the medians of its three parts (input delay, processing, presentation), and
// from one traced run per interaction where the interaction's time went (the main thread's trace events
// and its sampled functions, named through the build's hidden source maps).
import { GOALS } from './goals'
import type { SampleCosts } from './main-thread'
import { fmt, median, table, verdict, type Section } from './report'
import type { InpSample } from './inp-page'
import { CPU_SLOWDOWN, type InteractionRun } from './inp-interactions'

export const INP_GOAL_MS = GOALS.inpP75Ms

export const INP_SECTION: Section = {
  heading: '## Interaction to next paint (`npm run bench:inp`)',
  start: '<!-- bench:inp results: start (written by npm run bench:inp -- --write) -->',
  end: '<!-- bench:inp results: end -->',
}

/** What one traced run says about its interaction's window (thread time, as slowed). */
export interface InpProfile {
  inp: InpSample
  cpuMs: number
  costs: SampleCosts
  events: { name: string; selfMs: number }[]
}

export interface InteractionResult { key: string; label: string; runs: InteractionRun[]; profile: InpProfile | null }
export interface CatalogueResult { name: string; vendors: number; interactions: InteractionResult[] }
export interface InpRun {
  command: string; tree: string; date: string; chromium: string
  /** 1-, 5- and 15-minute load averages at the start and at the end. */
  load: [number[], number[]]
  catalogues: CatalogueResult[]
}

/** What each interaction's resultPaintedMs waits for. */
const RESULT_NAMES: Record<string, string> = { filter: 'the new count', open: 'the vendor page' }

/** Nearest-rank percentile. */
export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * values.length) - 1)]
/** No INP entry: the interaction stayed under web-vitals' 16 ms floor. */
const valueOf = (run: InteractionRun) => run.inp?.value ?? 0
const ms = (value: number) => (value === 0 ? '< 16' : fmt(value))

function summaryRows(catalogue: CatalogueResult): (string | number)[][] {
  return catalogue.interactions.map(({ key, label, runs }) => {
    const values = runs.map(valueOf)
    const p75 = percentile(values, 0.75)
    const part = (pick: (s: InpSample) => number) => fmt(median(runs.map((r) => (r.inp ? pick(r.inp) : 0))))
    const painted = runs.flatMap((r) => (r.resultPaintedMs === undefined ? [] : [r.resultPaintedMs]))
    return [
      label, `**${ms(p75)}**`, ms(median(values)), ms(Math.max(...values)), `${verdict(p75 <= INP_GOAL_MS)}`,
      `${part((s) => s.inputDelay)} / ${part((s) => s.processing)} / ${part((s) => s.presentation)}`,
      painted.length ? `pointerdown to ${RESULT_NAMES[key] ?? 'the result'} painted: median ${fmt(median(painted))} ms` : '',
      values.map(ms).join(', '),
    ]
  })
}

function profileLines(result: InteractionResult): string[] {
  const p = result.profile
  if (!p) return [`- ${result.label}: no traced interaction reached 16 ms.`]
  const top = <T extends { selfMs: number }>(list: T[], n: number, name: (t: T) => string) =>
    list.filter((t) => t.selfMs >= 0.5).slice(0, n).map((t) => `${name(t)} ${fmt(t.selfMs, 1)}`).join(', ')
  const kinds = Object.entries(p.costs.kinds).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${fmt(v, 1)}`).join(', ')
  const longest = p.inp.longestScript
  return [
    `- **${result.label}**: INP ${fmt(p.inp.value)} ms in the traced run (input delay ${fmt(p.inp.inputDelay)}, processing ${fmt(p.inp.processing)}, presentation ${fmt(p.inp.presentation)}; target \`${p.inp.target}\`); ` +
      `main-thread thread time in the interaction's window ${fmt(p.cpuMs, 1)} ms.`,
    `  - trace events (self ms): ${top(p.events, 8, (e) => e.name) || 'none'}`,
    `  - sampled kinds (ms): ${kinds || 'none'}`,
    `  - packages (ms): ${top(p.costs.packages, 6, (x) => x.name) || 'none'}`,
    `  - functions (self ms): ${top(p.costs.functions, 10, (f) => `\`${f.name}\`${f.where ? ` (${f.where})` : ''}`) || 'none'}`,
    ...(longest ? [`  - longest script (Long Animation Frames): ${longest.invoker} ${longest.source ? `(${longest.source}) ` : ''}${fmt(longest.ms)} ms in ${longest.subpart}`] : []),
  ]
}

export function renderInpReport(run: InpRun): string {
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ')
  const out = [
    `\`${run.command}\` — ${run.tree}, ${run.date}, Chromium ${run.chromium}, CPU slowed ${CPU_SLOWDOWN}× (CDP Emulation.setCPUThrottlingRate), viewport 1280×800.`,
    `Load averages (1, 5, 15 min) at the start ${load(run.load[0])}, at the end ${load(run.load[1])}.`,
    '',
  ]
  for (const catalogue of run.catalogues) {
    out.push(`### ${catalogue.name} catalogue (${fmt(catalogue.vendors)} vendors): INP in ms, goal p75 ≤ ${INP_GOAL_MS}`, '')
    out.push(table(['interaction', 'p75', 'median', 'max', 'goal', 'input delay / processing / presentation (medians)', 'also', 'each run'], summaryRows(catalogue)), '')
    if (catalogue.interactions.some((i) => i.profile)) {
      out.push(`Where each interaction's time goes (one more run each, traced, at ${CPU_SLOWDOWN}× slowdown):`, '')
      for (const result of catalogue.interactions) out.push(...profileLines(result))
      out.push('')
    }
  }
  return out.join('\n')
}
