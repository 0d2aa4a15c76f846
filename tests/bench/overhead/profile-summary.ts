// Reads a V8 CPU profile (node --cpu-prof) and says where the time went: self and total time by
// place, a place being a package (node_modules/<name>), one of our files (api/..., sync/...), Node's
// own code (node:<module>) or V8's (garbage collector, program, idle). Total counts a place once per
// sample however deep it recurses, so totals of nested places overlap and do not add up to 100 %.
// Shares are of the server's busy time (idle samples left out).
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** A span of V8's monotonic clock in microseconds: process.hrtime.bigint() / 1000 in any process on this machine. */
export type Window = readonly [number, number]

export interface Share {
  place: string
  selfMs: number
  totalMs: number
}

/** The place a frame belongs to: the package, our file, Node's module or V8's pseudo-frame. */
export function placeOf(url: string, functionName: string): string {
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]
  if (url.startsWith('node:')) return url
  const ours = /\/((?:api|sync|tests)\/.+?)(?:\?.*)?$/.exec(url)
  return ours ? ours[1] : url
}

/**
 * Places by self time, with each one's total (inclusive) time, from a profile file: only the samples
 * taken inside `windows` (the load on this server, not its start or the other server's turns), and
 * never idle time, so the shares are of the time the server was busy.
 */
export function summarizeProfile(path: string, windows: Window[]): { places: Share[]; functions: Share[]; totalMs: number } {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const place = new Map<number, string>()
  const fn = new Map<number, string>()
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame
    const where = placeOf(url, functionName)
    place.set(node.id, where)
    fn.set(node.id, `${functionName || '(anonymous)'} ${where}${url ? `:${lineNumber + 1}` : ''}`)
  }
  const places = new Map<string, Share>()
  const functions = new Map<string, Share>()
  const share = (table: Map<string, Share>, key: string) => {
    let entry = table.get(key)
    if (!entry) table.set(key, (entry = { place: key, selfMs: 0, totalMs: 0 }))
    return entry
  }
  let totalMs = 0
  let at = profile.startTime
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0
    if (place.get(id) === '(idle)' || !windows.some(([from, to]) => at >= from && at <= to)) return
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    totalMs += ms
    share(places, place.get(id)!).selfMs += ms
    share(functions, fn.get(id)!).selfMs += ms
    const seenPlaces = new Set<string>()
    const seenFunctions = new Set<string>()
    for (let node: number | undefined = id; node !== undefined && byId.has(node); node = parent.get(node)) {
      seenPlaces.add(place.get(node)!)
      seenFunctions.add(fn.get(node)!)
    }
    for (const key of seenPlaces) share(places, key).totalMs += ms
    for (const key of seenFunctions) share(functions, key).totalMs += ms
  })
  const bySelf = (a: Share, b: Share) => b.selfMs - a.selfMs
  return { places: [...places.values()].sort(bySelf), functions: [...functions.values()].sort(bySelf), totalMs }
}


/** A Markdown table of the first `rows` shares, as percentages of the busy time counted. */
export function shareTable(title: string, shares: Share[], totalMs: number, rows: number): string {
  const pct = (ms: number) => `${((100 * ms) / totalMs).toFixed(1)} %`
  const lines = shares.slice(0, rows).map((s) => `| ${s.place.replace(/\|/g, '\\|')} | ${pct(s.selfMs)} | ${pct(s.totalMs)} |`)
  return [`| ${title} | self | total |`, '|---|---|---|', ...lines].join('\n')
}
