// The Markdown of the first visit's network goals (BENCHMARKS.md, "Issue 14: the first visit on a real
// network"), written between its own markers so the rest of the file stays as it is.
import { GOALS } from './goals'
import { fmt, median, table, verdict } from './report'
import type { NetworkVisit } from './network-goals'

export const NETWORK_SECTION = {
  heading: '## Issue 14: the first visit on a real network (npm run bench:web)',
  start: '<!-- bench:web network goals: start (written by npm run bench:web -- --write) -->',
  end: '<!-- bench:web network goals: end -->',
}

export interface NetworkRun {
  chromium: string
  command: string
  tree: string
  date: string
  load: [number, number]
  catalogue: string
  loopback: NetworkVisit
  links: NetworkVisit[]
}

const ms = (value: number | null) => (value === null ? 'not within the time limit' : `${fmt(value)} ms`)
const within = (value: number | null, goal: number) => verdict(value !== null && value <= goal)

export function renderNetworkReport(r: NetworkRun): string {
  const [fast, slow] = r.links
  const offline = r.loopback.offline
  const rows: (string | number)[][] = [
    ['60k first visit to /vendors, "All Vendors (10000)" shown and the first-download line gone', fast.link, ms(fast.doneMs), '≤ 10 s', within(fast.doneMs, 10_000)],
    ['bytes on the wire for that visit (HTTP bytes through the proxy, down + up)', fast.link, fast.mb ? `${fmt(fast.mb.down + fast.mb.up, 2)} MB (${fmt(fast.mb.down, 2)} down, ${fmt(fast.mb.up, 2)} up)` : '—', '≤ 8 MB', verdict(!!fast.mb && fast.mb.down + fast.mb.up <= 8)],
    ['same visit: the first vendors usable ("All Vendors (N)", N > 0)', slow.link, ms(slow.firstVendorsMs), '≤ 5 s', within(slow.firstVendorsMs, 5000)],
    ['same visit: done, as in the first row', slow.link, `${ms(slow.doneMs)}${slow.mb ? `, ${fmt(slow.mb.down + slow.mb.up, 2)} MB` : ''}`, 'report', ''],
    ['60k first visit, the whole catalogue browsable (lists, detail pages, search), as in the first row', 'loopback', ms(r.loopback.doneMs), '≤ 4 s', within(r.loopback.doneMs, 4000)],
    ['warm offline start of /vendors, 60k: navigation to "All Vendors (N)" painted, median of 3', 'loopback', offline ? `${fmt(median(offline.runs))} ms (runs: ${offline.runs.map((x) => fmt(x)).join(', ')})` : '—', `≤ ${GOALS.warmStart60kMs} ms`, verdict(!!offline && median(offline.runs) <= GOALS.warmStart60kMs)],
    ['first vendors usable (as above)', 'loopback', ms(r.loopback.firstVendorsMs), '', ''],
    ['first vendors usable (as above)', fast.link, ms(fast.firstVendorsMs), '', ''],
    ['every row in its own table (the copy complete with its cursor, polled every 200 ms)', 'loopback', ms(r.loopback.inTablesMs), '', ''],
    ['every row in its own table (as above)', fast.link, ms(fast.inTablesMs), '', ''],
  ]
  return [
    `Run on ${r.date}: \`${r.command}\` on ${r.tree}, headless Chromium ${r.chromium}, Node ${process.version}, catalogue ${r.catalogue}, on a shared 2-core machine (1-minute load average ${fmt(r.load[0], 1)} at the start of this part, ${fmt(r.load[1], 1)} at its end).`,
    table(['measure', 'link', 'result', 'goal', ''], rows),
  ].join('\n\n')
}
