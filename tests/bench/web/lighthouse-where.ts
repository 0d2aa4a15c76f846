// Where a Lighthouse run's time went, read from its own audits, so a missed score says what to work on.
/** Where a run's time went, by Lighthouse's own audits (ms, on its simulated device). */
export interface WhereTimeGoes {
  /** Main-thread work by kind ('mainthread-work-breakdown'). */
  mainThread: Record<string, number>
  /** The largest contentful paint's phases ('largest-contentful-paint-element'). */
  lcpPhases: Record<string, number>
  /** The scripts with the most main-thread time ('bootup-time'): total and the part spent evaluating. */
  scripts: { url: string; totalMs: number; scriptingMs: number }[]
}

type Items = Record<string, unknown>[]
const itemsOf = (details: unknown): Items => ((details as { items?: Items } | undefined)?.items ?? [])

export function whereTimeGoes(audits: Record<string, { details?: unknown }>): WhereTimeGoes {
  const mainThread = Object.fromEntries(itemsOf(audits['mainthread-work-breakdown']?.details)
    .map((i) => [String(i.groupLabel ?? i.group), Math.round(Number(i.duration))]))
  // A list of tables: the element, then its phases.
  const phaseTable = itemsOf(audits['largest-contentful-paint-element']?.details).find((t) => itemsOf(t).some((row) => 'phase' in row))
  const lcpPhases = Object.fromEntries(itemsOf(phaseTable).map((row) => [String(row.phase), Math.round(Number(row.timing))]))
  const scripts = itemsOf(audits['bootup-time']?.details).slice(0, 5)
    .map((i) => ({ url: String(i.url).replace(/^https?:\/\/[^/]+/, ''), totalMs: Math.round(Number(i.total)), scriptingMs: Math.round(Number(i.scripting)) }))
  return { mainThread, lcpPhases, scripts }
}
