// The instant-start goals table (warm start, honest readiness, smoothness on a tablet-class CPU), as
// `npm run bench:web` and `npm run bench:lighthouse` each end: one row per goal, columns
// measure | goal | this run | met?, every figure from the run that prints it. A row with several
// parts (60k and demo, loopback and 10 Mbit/s, one per interaction or route) lists each part's
// figure, and is met only when every part is.
// Written into BENCHMARKS.md's "Instant start" section, each bench between its own markers.
import { fmt, median, table, type Section } from './report'

export const GOALS = {
  warmStart60kMs: 500,
  warmStartDemoMs: 300,
  readyLoopbackMs: 6000,
  readyThrottledMs: 12_000,
  durableMs: 6000,
  inpP75Ms: 200,
  jsIdleGzipKb: 170,
  lighthouseMobile: 85,
  lighthouseDesktop: 95,
} as const

const INSTANT_START_HEADING = '## Instant start (`npm run bench:start`)'
export const WEB_GOALS_SECTION: Section = {
  heading: INSTANT_START_HEADING,
  start: '<!-- bench:web goals: start (written by npm run bench:web -- --write) -->',
  end: '<!-- bench:web goals: end -->',
}
export const LIGHTHOUSE_GOALS_SECTION: Section = {
  heading: INSTANT_START_HEADING,
  start: '<!-- bench:lighthouse goals: start (written by npm run bench:lighthouse -- --write) -->',
  end: '<!-- bench:lighthouse goals: end -->',
}

/** One part of a goal's row: its figure in this run, and whether it meets the goal (null: not measured). */
export interface GoalPart { name: string; figure: string; met: boolean | null }
export interface GoalRow { measure: string; goal: string; parts: GoalPart[] }

/** Where and when the run ran: the line above the table. */
export interface RunFacts {
  command: string
  /** "commit abc1234", with a note when the build held uncommitted work. */
  tree: string
  chromium: string
  /** "2026-11-27 13:05 UTC" */
  date: string
  /** Load averages (1, 5, 15 min) at the start and at the end. */
  load: [number[], number[]]
}

/**
 * A part measured as a list of runs: its median against `limit`, at most (times, sizes) or with
 * `atLeast` at least (scores). The runs are listed when there are several.
 */
export function medianPart(name: string, runs: number[] | null, limit: number, { unit = ' ms', atLeast = false } = {}): GoalPart {
  if (!runs?.length) return { name, figure: 'not measured', met: null }
  const m = median(runs)
  return { name, figure: `${fmt(m)}${unit}${runs.length > 1 ? ` (runs: ${runs.map((r) => fmt(r)).join(', ')})` : ''}`, met: atLeast ? m >= limit : m <= limit }
}

/** "met" when every part is; else which parts missed; "not measured" when none was. */
export function rowVerdict(parts: GoalPart[]): string {
  const measured = parts.filter((p) => p.met !== null)
  if (!measured.length) return 'not measured'
  const missed = measured.filter((p) => !p.met)
  const unmeasured = parts.filter((p) => p.met === null).map((p) => p.name)
  const tail = unmeasured.length ? `; not measured: ${unmeasured.join(', ')}` : ''
  if (!missed.length) return `met${tail}`
  const names = missed.map((p) => p.name).filter(Boolean)
  return `**missed**${parts.length > 1 && names.length ? ` (${names.join(', ')})` : ''}${tail}`
}

const thisRun = (parts: GoalPart[]) => parts.map((p) => (p.name ? `${p.name}: ${p.figure}` : p.figure)).join('; ')

export function renderGoals(facts: RunFacts, rows: GoalRow[]): string {
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ')
  return [
    `\`${facts.command}\` — ${facts.tree}, ${facts.date}, Chromium ${facts.chromium}. ` +
      `Load averages (1, 5, 15 min) at the start ${load(facts.load[0])}, at the end ${load(facts.load[1])}.`,
    '',
    table(['measure', 'goal', 'this run', 'met?'], rows.map((r) => [r.measure, r.goal, thisRun(r.parts), rowVerdict(r.parts)])),
  ].join('\n')
}
