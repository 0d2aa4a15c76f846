// The rows of the instant-start goals table from one run's results: bench:web's (warm start, honest
// readiness, durable first download, INP, JavaScript weight) and bench:lighthouse's (mobile and
// desktop scores per route). Pure: the benches measure, these only compare with GOALS.
import { fmt, median } from './report'
import { GOALS, medianPart, type GoalPart, type GoalRow } from './goals'
import { percentile, type CatalogueResult } from './inp-report'
import type { ReadinessRun } from './readiness'

export interface WebGoalsInput {
  /** Warm offline starts of /vendors (navigation to "All Vendors (N)" painted), ms, per catalogue. */
  warmStart: { '60k': number[] | null; demo: number[] | null }
  /** What a complete copy holds: the whole catalogue the reopened app must show. */
  counts: { vendors: number; products: number }
  readiness: { loopback: ReadinessRun[]; throttled: ReadinessRun[]; throttledLink: string }
  /** 60k loopback: navigation start to the copy durable (cursor at the feed's end); null: not within the limit. */
  durable: { ms: number | null; floorMs: number | null } | null
  inp: CatalogueResult | null
  /** JavaScript of `/` until idle, gzipped KB (null: not measured). */
  jsIdleGzipKb: number | null
}

const whole = (run: ReadinessRun, counts: WebGoalsInput['counts']) => run.vendorsShown === counts.vendors && run.productsShown === counts.products

function wholePart(name: string, runs: ReadinessRun[], counts: WebGoalsInput['counts']): GoalPart {
  if (!runs.length) return { name, figure: 'not measured', met: null }
  const shown = (n: number | null, of: number) => `${n === null ? 'no count' : fmt(n)} of ${fmt(of)}`
  const figures = runs.map((r) =>
    r.readyMs === null ? 'never said "Ready offline"' : `${shown(r.vendorsShown, counts.vendors)} vendors, ${shown(r.productsShown, counts.products)} products`)
  const wholeRuns = runs.filter((r) => whole(r, counts)).length
  return { name, figure: `${wholeRuns} of ${runs.length} reopened whole (${figures.join('; ')})`, met: wholeRuns === runs.length }
}

/** "Ready offline" within the limit in every run (a run that never said it misses). */
function readyPart(name: string, runs: ReadinessRun[], limitMs: number): GoalPart {
  if (!runs.length) return { name, figure: 'not measured', met: null }
  const times = runs.map((r) => (r.readyMs === null ? 'not said' : `${fmt(r.readyMs)} ms`))
  return { name, figure: times.join(', '), met: runs.every((r) => r.readyMs !== null && r.readyMs <= limitMs) }
}

function inpParts(inp: CatalogueResult | null): GoalPart[] {
  const keys = ['type', 'filter', 'open', 'compare']
  return keys.map((key) => {
    const result = inp?.interactions.find((i) => i.key === key)
    if (!result?.runs.length) return { name: key, figure: 'not measured', met: null }
    // A run without an INP entry stayed under web-vitals' 16 ms floor.
    const values = result.runs.map((r) => r.inp?.value ?? 0)
    const p75 = percentile(values, 0.75)
    return { name: key, figure: `p75 ${p75 === 0 ? '< 16' : fmt(p75)} ms of ${values.length} runs (median ${fmt(median(values))})`, met: p75 <= GOALS.inpP75Ms }
  })
}

export function webGoalRows(r: WebGoalsInput): GoalRow[] {
  const { loopback, throttled, throttledLink } = r.readiness
  return [
    {
      measure: 'warm offline start of the installed app to "All Vendors (N)" painted, median of 3, 60k / demo',
      goal: `≤ ${GOALS.warmStart60kMs} / ≤ ${GOALS.warmStartDemoMs} ms`,
      parts: [medianPart('60k', r.warmStart['60k'], GOALS.warmStart60kMs), medianPart('demo', r.warmStart.demo, GOALS.warmStartDemoMs)],
    },
    {
      measure: 'a first visit closed the moment the app says it is ready, reopened offline: the whole catalogue shows (60k, loopback and 10 Mbit/s); and "Ready offline" within 6 s loopback, 12 s at 10 Mbit/s',
      goal: `always; and "Ready offline" ≤ ${GOALS.readyLoopbackMs / 1000} s loopback, ≤ ${GOALS.readyThrottledMs / 1000} s at 10 Mbit/s`,
      parts: [
        wholePart('whole catalogue, loopback', loopback, r.counts),
        wholePart(`whole catalogue, ${throttledLink}`, throttled, r.counts),
        readyPart('"Ready offline", loopback', loopback, GOALS.readyLoopbackMs),
        readyPart(`"Ready offline", ${throttledLink}`, throttled, GOALS.readyThrottledMs),
      ],
    },
    {
      measure: 'first download durable in IndexedDB (usable offline after a restart), 60k loopback',
      goal: `≤ ${GOALS.durableMs / 1000} s`,
      parts: [r.durable === null
        ? { name: '', figure: 'not measured', met: null }
        : {
          name: '',
          figure: `${r.durable.ms === null ? 'not within the time limit' : `${fmt(r.durable.ms)} ms`}${r.durable.floorMs === null ? '' : ` (this run's floor, one record per 1,000 rows: ${fmt(r.durable.floorMs)} ms)`}`,
          met: r.durable.ms !== null && r.durable.ms <= GOALS.durableMs,
        }],
    },
    {
      measure: 'interaction to next paint (web-vitals INP) at 4× CPU slowdown, 60k: typing in the vendor search, toggling a filter, opening a vendor from the list, adding to compare',
      goal: `p75 ≤ ${GOALS.inpP75Ms} ms each`,
      parts: inpParts(r.inp),
    },
    {
      measure: 'JavaScript of `/` until idle, gzipped',
      goal: `≤ ${GOALS.jsIdleGzipKb} KB`,
      parts: [r.jsIdleGzipKb === null ? { name: '', figure: 'not measured', met: null } : { name: '', figure: `${fmt(r.jsIdleGzipKb, 1)} KB`, met: r.jsIdleGzipKb <= GOALS.jsIdleGzipKb }],
    },
  ]
}

/** One Lighthouse page's performance scores (0-100), one per run. */
export interface LighthouseScores { label: string; formFactor: 'mobile' | 'desktop'; scores: number[] }

export function lighthouseGoalRows(pages: LighthouseScores[]): GoalRow[] {
  const parts = (formFactor: LighthouseScores['formFactor'], limit: number) =>
    pages.filter((p) => p.formFactor === formFactor).map((p) => medianPart(p.label, p.scores, limit, { unit: '', atLeast: true }))
  return [
    {
      measure: 'Lighthouse 12 performance, mobile profile, `/` and `/vendors` (median of 3)',
      goal: `≥ ${GOALS.lighthouseMobile} each`,
      parts: parts('mobile', GOALS.lighthouseMobile),
    },
    {
      measure: 'Lighthouse 12 performance, desktop, every main route (median of 3)',
      goal: `≥ ${GOALS.lighthouseDesktop} each`,
      parts: parts('desktop', GOALS.lighthouseDesktop),
    },
  ]
}
