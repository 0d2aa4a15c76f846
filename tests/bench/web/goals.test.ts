import { describe, expect, it } from 'vitest'
import { lighthouseGoalRows, webGoalRows, type WebGoalsInput } from './goal-rows'
import { medianPart, renderGoals, rowVerdict } from './goals'
import type { CatalogueResult } from './inp-report'
import type { ReadinessRun } from './readiness'
import { median } from './report'

const counts = { vendors: 10_000, products: 50_000 }
const ready = (readyMs: number | null, vendorsShown: number | null = 10_000, productsShown: number | null = 50_000): ReadinessRun =>
  ({ link: 'x', readyMs, vendorsShown, productsShown, milestones: [] })
const inpOf = (values: Record<string, (number | null)[]>): CatalogueResult => ({
  name: '60k', vendors: 10_000,
  interactions: Object.entries(values).map(([key, runs]) => ({
    key, label: key, profile: null,
    runs: runs.map((value) => ({ inp: value === null ? null : { value, time: 0, target: '', inputDelay: 0, processing: 0, presentation: 0, scriptMs: 0, styleLayoutMs: 0, longestScript: null } })),
  })),
})
const input = (over: Partial<WebGoalsInput> = {}): WebGoalsInput => ({
  warmStart: { '60k': [480, 510, 300], demo: [250, 260, 270] },
  counts,
  readiness: { loopback: [ready(5000)], throttled: [ready(11_000)], throttledLink: '10 Mbit/s' },
  durable: { ms: 5500, floorMs: 900 },
  inp: inpOf({ type: [100, 120, 150, 190], filter: [50, 60, 70, 80], open: [null, null, null, null], compare: [100, 100, 100, 100] }),
  jsIdleGzipKb: 169.9,
  ...over,
})
const verdicts = (i: WebGoalsInput) => webGoalRows(i).map((r) => rowVerdict(r.parts))

describe('median', () => {
  it('is the middle run of an odd count and the lower middle of an even one', () => {
    expect(median([510, 300, 480])).toBe(480)
    expect(median([4, 1, 3, 2])).toBe(2)
  })
})

describe('medianPart', () => {
  it('compares the median with the limit, at most for times and at least for scores', () => {
    expect(medianPart('60k', [480, 510, 300], 500)).toEqual({ name: '60k', figure: '480 ms (runs: 480, 510, 300)', met: true })
    expect(medianPart('60k', [520, 510, 300], 500).met).toBe(false)
    expect(medianPart('/', [84, 86, 90], 85, { unit: '', atLeast: true })).toEqual({ name: '/', figure: '86 (runs: 84, 86, 90)', met: true })
    expect(medianPart('/', [84, 80, 90], 85, { unit: '', atLeast: true }).met).toBe(false)
  })
  it('says "not measured" for no runs, with no verdict', () => {
    expect(medianPart('demo', null, 300)).toEqual({ name: 'demo', figure: 'not measured', met: null })
    expect(medianPart('demo', [], 300).met).toBeNull()
  })
})

describe('rowVerdict', () => {
  const part = (name: string, met: boolean | null) => ({ name, figure: '', met })
  it('is met only when every measured part is, and names the parts that missed or were not measured', () => {
    expect(rowVerdict([part('60k', true), part('demo', true)])).toBe('met')
    expect(rowVerdict([part('60k', false), part('demo', true)])).toBe('**missed** (60k)')
    expect(rowVerdict([part('', false)])).toBe('**missed**')
    expect(rowVerdict([part('60k', true), part('demo', null)])).toBe('met; not measured: demo')
    expect(rowVerdict([part('60k', null)])).toBe('not measured')
  })
})

describe('webGoalRows', () => {
  it('has one row per goal of bench:web, each met by figures within the goals', () => {
    const rows = webGoalRows(input())
    expect(rows.map((r) => r.goal)).toEqual([
      '≤ 500 / ≤ 300 ms', 'always; and "Ready offline" ≤ 6 s loopback, ≤ 12 s at 10 Mbit/s', '≤ 6 s', 'p75 ≤ 200 ms each', '≤ 170 KB',
    ])
    expect(verdicts(input())).toEqual(['met', 'met', 'met', 'met', 'met'])
  })
  it('misses the warm start when a median is over its goal', () => {
    expect(verdicts(input({ warmStart: { '60k': [480, 520, 530], demo: [250, 260, 270] } }))[0]).toBe('**missed** (60k)')
  })
  it('misses readiness when a reopened app shows less than the whole catalogue, or "Ready offline" comes late or never', () => {
    const readiness = (loopback: ReadinessRun[], throttled: ReadinessRun[]) => input({ readiness: { loopback, throttled, throttledLink: '10 Mbit/s' } })
    expect(verdicts(readiness([ready(5000, 10_000, 49_000)], [ready(11_000)]))[1]).toBe('**missed** (whole catalogue, loopback)')
    expect(verdicts(readiness([ready(5000), ready(5000, null, null)], [ready(11_000)]))[1]).toBe('**missed** (whole catalogue, loopback)')
    expect(verdicts(readiness([ready(6500)], [ready(11_000)]))[1]).toBe('**missed** ("Ready offline", loopback)')
    expect(verdicts(readiness([ready(5000)], [ready(null, null, null)]))[1]).toBe('**missed** (whole catalogue, 10 Mbit/s, "Ready offline", 10 Mbit/s)')
    expect(webGoalRows(readiness([ready(5000, 10_000, 49_000)], [ready(11_000)]))[1].parts[0].figure)
      .toBe('0 of 1 reopened whole (10,000 of 10,000 vendors, 49,000 of 50,000 products)')
  })
  it('misses durability past 6 s or when the copy was not complete, and gives the floor beside it', () => {
    expect(verdicts(input({ durable: { ms: 6100, floorMs: 900 } }))[2]).toBe('**missed**')
    expect(verdicts(input({ durable: { ms: null, floorMs: null } }))[2]).toBe('**missed**')
    expect(webGoalRows(input())[2].parts[0].figure).toBe('5,500 ms (this run\'s floor, one record per 1,000 rows: 900 ms)')
  })
  it('takes the p75 of each interaction\'s runs, runs under 16 ms counting as 0', () => {
    const row = webGoalRows(input({ inp: inpOf({ type: [100, 120, 210, 250], filter: [50], open: [null], compare: [] }) }))[3]
    expect(row.parts.map((p) => p.figure)).toEqual(['p75 210 ms of 4 runs (median 120)', 'p75 50 ms of 1 runs (median 50)', 'p75 < 16 ms of 1 runs (median 0)', 'not measured'])
    expect(rowVerdict(row.parts)).toBe('**missed** (type); not measured: compare')
  })
  it('misses the JavaScript goal over 170 KB', () => {
    expect(verdicts(input({ jsIdleGzipKb: 170.1 }))[4]).toBe('**missed**')
  })
})

describe('lighthouseGoalRows', () => {
  it('puts mobile pages against 85 and desktop pages against 95, per route, by the median score', () => {
    const rows = lighthouseGoalRows([
      { label: '`/`', formFactor: 'mobile', scores: [60, 64, 70] },
      { label: '`/vendors`', formFactor: 'mobile', scores: [86, 90, 85] },
      { label: '`/`', formFactor: 'desktop', scores: [99, 98, 99] },
      { label: '`/products`', formFactor: 'desktop', scores: [84, 96, 80] },
    ])
    expect(rows.map((r) => [r.goal, rowVerdict(r.parts)])).toEqual([['≥ 85 each', '**missed** (`/`)'], ['≥ 95 each', '**missed** (`/products`)']])
    expect(rows[1].parts.map((p) => p.figure)).toEqual(['99 (runs: 99, 98, 99)', '84 (runs: 84, 96, 80)'])
  })
})

describe('renderGoals', () => {
  it('prints the run\'s facts, then the table: measure | goal | this run | met?', () => {
    const markdown = renderGoals(
      { command: 'npm run bench:web', tree: 'commit abc1234', chromium: '156.0.1', date: '2026-11-27 13:00 UTC', load: [[5, 6, 7], [1, 2, 3.456]] },
      [{ measure: 'm', goal: '≤ 1', parts: [{ name: '60k', figure: '1 ms', met: true }, { name: 'demo', figure: '2 ms', met: false }] }],
    )
    expect(markdown.split('\n')).toEqual([
      '`npm run bench:web` — commit abc1234, 2026-11-27 13:00 UTC, Chromium 156.0.1. Load averages (1, 5, 15 min) at the start 5.00, 6.00, 7.00, at the end 1.00, 2.00, 3.46.',
      '',
      '| measure | goal | this run | met? |',
      '|---|---|---|---|',
      '| m | ≤ 1 | 60k: 1 ms; demo: 2 ms | **missed** (demo) |',
    ])
  })
})
