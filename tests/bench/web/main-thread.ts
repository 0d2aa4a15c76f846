// Reads a Chromium trace of one page load: the CPU time of the page's renderer main thread (each
// top-level task's thread time, `tdur`, so a busy shared machine stretches the wall clock but not
// these figures), split into phases by the page's own clock; what kind of work it was (the trace's
// events by self time: style, layout, paint, compiling; the V8 CPU profile's samples: JavaScript and
// garbage collection); and the functions with the most self time, named after their source through
// the build's source maps.
import { declaredName, SourceMaps } from './source-maps'

interface TraceEvent {
  name: string; cat: string; ph: string; pid: number; tid: number; ts: number
  dur?: number; tdur?: number; id?: string
  args?: { name?: string; data?: Record<string, unknown> }
}
interface ProfileNode { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }

export interface Phase { name: string; /** Page clock (ms after navigation start) at which the phase ends. */ endMs: number }
export interface PhaseCpu { name: string; endMs: number; cpuMs: number; wallBusyMs: number }
export interface FunctionCost { name: string; where: string; selfMs: number }
/** Shares of the profile's busy samples, scaled to the main thread's CPU time in the window. */
export interface SampleCosts {
  kinds: Record<string, number>
  packages: { name: string; selfMs: number }[]
  functions: FunctionCost[]
}
export interface MainThreadProfile {
  phases: PhaseCpu[]
  totalCpuMs: number
  /** Self thread time by trace event name (the trace's own view, native work included). */
  events: { name: string; selfMs: number }[]
  /** Where each phase's time went, in the order of `phases`. */
  phaseCosts: SampleCosts[]
}

export const TRACE_CATEGORIES = [
  'toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading',
  'disabled-by-default-v8.cpu_profiler',
]

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork'])

/** The renderer main thread that loaded the page at `origin` last (a reload in the same tab, or a new tab's first load). */
function mainThreadOf(events: TraceEvent[], origin: string): { pid: number; tid: number; navTs: number } {
  const starts = events.filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin) && e.args?.data?.isLoadingMainFrame)
  const last = starts.sort((a, b) => a.ts - b.ts).at(-1)
  if (!last) throw new Error(`no navigation to ${origin} in the trace`)
  return { pid: last.pid, tid: last.tid, navTs: last.ts }
}

/** Top-level tasks (not nested in another one) of one thread, as [start, end, cpu] in trace microseconds. */
function topLevelTasks(events: TraceEvent[], pid: number, tid: number): [number, number, number][] {
  const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && TOP_LEVEL.has(e.name) && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts)
  const out: [number, number, number][] = []
  let until = -Infinity
  for (const t of tasks) {
    if (t.ts < until) continue
    until = t.ts + t.dur!
    out.push([t.ts, until, t.tdur ?? t.dur!])
  }
  return out
}

/** CPU time of the tasks within [from, to), a task across a boundary counted in proportion. */
function cpuBetween(tasks: [number, number, number][], from: number, to: number): { cpu: number; wall: number } {
  let cpu = 0
  let wall = 0
  for (const [start, end, tcpu] of tasks) {
    const overlap = Math.min(end, to) - Math.max(start, from)
    if (overlap <= 0) continue
    const share = end > start ? overlap / (end - start) : 1
    cpu += tcpu * share
    wall += overlap
  }
  return { cpu: cpu / 1000, wall: wall / 1000 }
}

/**
 * Self thread time of each trace event name in the window (an event's time less the events nested in
 * it): what the tasks were busy with, native work included (style, layout, paint, compiling, IndexedDB).
 */
function eventSelfTimes(events: TraceEvent[], pid: number, tid: number, from: number, to: number): Record<string, number> {
  const list = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const self: Record<string, number> = {}
  const stack: TraceEvent[] = []
  for (const e of list) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop()
    const cpu = (e.tdur ?? e.dur!) / 1000
    self[e.name] = (self[e.name] ?? 0) + cpu
    const parent = stack.at(-1)
    if (parent) self[parent.name] -= cpu
    stack.push(e)
  }
  return self
}

interface Samples { nodes: Map<number, ProfileNode>; samples: { node: number; ts: number; dt: number }[] }

/** The V8 CPU profile of the thread, from its Profile and ProfileChunk events. */
function profileOf(events: TraceEvent[], pid: number, tid: number): Samples {
  const heads = events.filter((e) => e.name === 'Profile' && e.pid === pid)
  const head = heads.find((e) => e.tid === tid) ?? heads[0]
  const nodes = new Map<number, ProfileNode>()
  const samples: Samples['samples'] = []
  if (!head) return { nodes, samples }
  let ts = Number((head.args?.data as { startTime?: number } | undefined)?.startTime ?? head.ts)
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === head.id)) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n)
    const ids = data.cpuProfile?.samples ?? []
    const deltas = data.timeDeltas ?? []
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0
      samples.push({ node: ids[i], ts, dt: 0 })
    }
  }
  samples.sort((a, b) => a.ts - b.ts)
  // A sample stands for the time until the next one (capped: a gap means the thread was not sampled).
  for (let i = 0; i < samples.length; i++) samples[i].dt = Math.min(10_000, Math.max(0, (samples[i + 1]?.ts ?? samples[i].ts) - samples[i].ts))
  return { nodes, samples }
}

const packageOf = (source: string) =>
  source.startsWith('web/') || source.startsWith('sync/') ? source.split('/').slice(0, 2).join('/')
    : source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0]

/** Where sampled time went: kinds of work, packages and functions, each in CPU ms (samples × scale). */
function sampleCosts(busy: Samples['samples'], nodes: Samples['nodes'], scale: number, maps: SourceMaps): SampleCosts {
  const fns = new Map<string, FunctionCost>()
  const packages = new Map<string, number>()
  const kinds: Record<string, number> = {}
  for (const s of busy) {
    const frame = nodes.get(s.node)!.callFrame
    const ms = s.dt * scale
    let name = frame.functionName || '(anonymous)'
    let where = ''
    let pkg = name.startsWith('(') ? name : 'built-in functions'
    if (frame.url) {
      const origin = maps.origin(frame.url, frame.lineNumber, frame.columnNumber)
      where = origin ? `${origin.source}:${origin.line}` : `${new URL(frame.url).pathname}${frame.lineNumber >= 0 ? `:${frame.lineNumber + 1}` : ''}`
      if (origin) name = declaredName(origin.text) ?? name
      pkg = origin ? packageOf(origin.source) : new URL(frame.url).pathname
    }
    const key = `${name}@${where}`
    const cost = fns.get(key) ?? { name, where, selfMs: 0 }
    cost.selfMs += ms
    fns.set(key, cost)
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms)
    const kind = name === '(garbage collector)' ? 'garbage collection' : name === '(program)' ? '(program): native work outside JavaScript'
      : frame.url ? 'JavaScript' : 'built-in functions called from JavaScript (DOM, IndexedDB)'
    kinds[kind] = (kinds[kind] ?? 0) + ms
  }
  return {
    kinds,
    packages: [...packages].map(([name, selfMs]) => ({ name, selfMs })).sort((a, b) => b.selfMs - a.selfMs),
    functions: [...fns.values()].sort((a, b) => b.selfMs - a.selfMs),
  }
}

export function analyseMainThread(events: TraceEvent[], origin: string, phases: Phase[], maps: SourceMaps): MainThreadProfile {
  const { pid, tid, navTs } = mainThreadOf(events, origin)
  const tasks = topLevelTasks(events, pid, tid)
  const end = navTs + phases.at(-1)!.endMs * 1000
  let from = navTs
  const phaseCpu = phases.map((p) => {
    const to = navTs + p.endMs * 1000
    const { cpu, wall } = cpuBetween(tasks, from, to)
    from = to
    return { name: p.name, endMs: p.endMs, cpuMs: cpu, wallBusyMs: wall }
  })
  const totalCpuMs = phaseCpu.reduce((t, p) => t + p.cpuMs, 0)

  // Busy samples are all but "(idle)" and "(root)"; their shares are scaled to the thread's CPU time.
  const { nodes, samples } = profileOf(events, pid, tid)
  const busy = samples.filter((s) => s.ts >= navTs && s.ts < end && !['(idle)', '(root)'].includes(nodes.get(s.node)?.callFrame.functionName ?? '(root)'))
  const busyUs = busy.reduce((t, s) => t + s.dt, 0)
  const scale = busyUs > 0 ? totalCpuMs / busyUs : 0
  return {
    phases: phaseCpu,
    totalCpuMs,
    events: Object.entries(eventSelfTimes(events, pid, tid, navTs, end)).map(([name, selfMs]) => ({ name, selfMs })).sort((a, b) => b.selfMs - a.selfMs),
    phaseCosts: phases.map((p, i) => {
      const [from, to] = [i === 0 ? navTs : navTs + phases[i - 1].endMs * 1000, navTs + p.endMs * 1000]
      return sampleCosts(busy.filter((s) => s.ts >= from && s.ts < to), nodes, scale, maps)
    }),
  }
}

/** Self thread time by trace event name between two moments of the page clock of the last load of `origin`. */
export function eventsBetween(events: TraceEvent[], origin: string, fromMs: number, toMs: number): { name: string; selfMs: number }[] {
  const { pid, tid, navTs } = mainThreadOf(events, origin)
  return Object.entries(eventSelfTimes(events, pid, tid, navTs + fromMs * 1000, navTs + toMs * 1000))
    .map(([name, selfMs]) => ({ name, selfMs })).sort((a, b) => b.selfMs - a.selfMs)
}

export function parseTrace(buffer: Buffer): TraceEvent[] {
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[]
  return Array.isArray(parsed) ? parsed : parsed.traceEvents ?? []
}
