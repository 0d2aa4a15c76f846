// Runs the model test (docs/testing.md, "The model test"): histories of commands drawn at random by
// fast-check, each on a fresh server and fresh devices, then the quiet phase and its invariants. A
// failure is replayed from its seed and path and shrunk to the shortest history that still fails; the
// report gives the seed, the path, the shrunk commands and what the last failing run did.
import * as fc from 'fast-check'
import { adminCommands } from './commands/admin'
import { deviceCommands } from './commands/devices'
import { peopleCommands } from './commands/people'
import { teamTalkCommands } from './commands/team-talk'
import { teamCommands } from './commands/teams'
import { serverCommands } from './commands/server'
import type { Step } from './commands/step'
import { checkQuiet } from './model-invariants'
import { ModelLink, type LinkEvent } from './model-link'
import { PUSH_PATH } from '../../sync/protocol/push'
import { quiesce } from './model-quiet'
import { closeModelListener, PEOPLE } from './model-server'
import { DEVICE_COUNT, Violation, World, type DeviceStart } from './model-world'
import { serverNow } from './model-globals'

export interface ModelOptions {
  /** Histories to run (default: until the time limit). */
  runs?: number
  /** Stop drawing new histories after this long (ms). */
  timeLimitMs?: number
  /** Shrinking a failure may take this much longer (ms). */
  shrinkLimitMs?: number
  seed?: number
  /** A counterexample's path, with its seed and its commands' replay path: replays it (and shrinks from it). */
  path?: string
  replayPath?: string
  maxCommands?: number
  /** Called every so many histories with the count so far. */
  progress?: (histories: number) => void
}

export interface ModelReport {
  histories: number
  seed: number
  /** How many times each command ran over every history (shrinking excluded), and the time it took (ms). */
  counts: Map<string, { n: number; ms: number }>
  failure: null | {
    seed: number; path: string; replayPath: string; commands: string[]; message: string; shrinks: number
    /** How long the run took to meet the failing history (ms), and the history's place in the run. */
    foundAfterMs: number; foundIn: number
  }
  ms: number
}

/**
 * Each device starts signed in as one of the people, or as nobody, and sends its changes in batches of
 * a size drawn here (docs/sync.md, "Batched push"), or one request per change (an older server's way).
 */
const startingDevices = fc.tuple(
  ...Array.from({ length: DEVICE_COUNT }, () =>
    fc.record({ person: fc.option(fc.constantFrom(...PEOPLE), { freq: 5 }), batch: fc.constantFrom<number | false>(50, 50, 3, 2, 1, false) }),
  ),
)

const commands = (maxCommands: number, replayPath?: string) =>
  fc.commands([fc.oneof(...peopleCommands, ...teamCommands, ...teamTalkCommands, ...adminCommands, ...deviceCommands, ...serverCommands)] as fc.Arbitrary<Step>[], { maxCommands, size: 'max', replayPath })

/** One history: the devices start, the commands run, the faults stop, the invariants are checked. */
async function runHistory(link: ModelLink, starting: DeviceStart[], steps: Iterable<fc.AsyncCommand<World, World>>, onWorld: (world: World) => void): Promise<void> {
  let mark = serverNow()
  const phase = (name: string) => {
    world.count(name, serverNow() - mark)
    mark = serverNow()
  }
  const world = await World.start(link, starting)
  onWorld(world)
  phase('(phase) start: server and devices')
  try {
    await fc.asyncModelRun(() => ({ model: world, real: world }), steps)
    mark = serverNow()
    await quiesce(world)
    phase('(phase) quiet: rounds until quiet')
    const problems = await checkQuiet(world)
    phase('(phase) checks once quiet')
    if (problems.length) throw new Violation(problems.join('\n'), world.history)
  } finally {
    await world.dispose()
    phase('(phase) dispose')
  }
}

export async function runModel(options: ModelOptions = {}): Promise<ModelReport> {
  const { maxCommands = 40, timeLimitMs, shrinkLimitMs = 3 * 60_000 } = options
  const link = new ModelLink()
  link.start()
  const started = serverNow()
  const counts = new Map<string, { n: number; ms: number }>()
  let histories = 0
  let counting = true
  let lastWorld: World | null = null
  const add = (name: string, n: number, ms: number) => {
    const c = counts.get(name) ?? { n: 0, ms: 0 }
    counts.set(name, { n: c.n + n, ms: c.ms + ms })
  }
  const property = (replayPath?: string) => fc.asyncProperty(startingDevices, commands(maxCommands, replayPath), async (starting, steps) => {
    const began = serverNow()
    await runHistory(link, starting, steps, (world) => (lastWorld = world))
    if (!counting) return
    histories++
    for (const [name, c] of lastWorld!.counts) add(name, c.n, c.ms)
    // What the link actually did to requests (an armed fault only counts once a request met it).
    const what = (e: LinkEvent) => (e.method === 'GET' ? e.path.replace(/\/[\w-]+\.ndjson$/, '/<file>') : e.path === PUSH_PATH ? 'a batch' : 'a write')
    for (const e of link.events) add(`(link) ${e.fault}: ${what(e)}`, 1, 0)
    add('(whole histories)', 1, serverNow() - began)
    if (histories % 25 === 0) options.progress?.(histories)
  })
  const limit = (ms: number | undefined) => (ms === undefined ? [] : [fc.interruptAfterTimeLimit(ms)])
  try {
    const first = await fc.check(property(options.replayPath), {
      numRuns: options.runs ?? 1_000_000_000, seed: options.seed, path: options.path, endOnFailure: true, plugins: limit(timeLimitMs),
    })
    const report: ModelReport = { histories: first.numRuns - (first.failed ? 1 : 0), seed: first.seed, counts, failure: null, ms: 0 }
    if (first.failed) {
      const foundAfterMs = serverNow() - started
      counting = false
      // Replays the failing history and shrinks it; a failure that does not come back is reported as found.
      const replayPath = replayPathOf(first.counterexample)
      const shrunk = await fc.check(property(replayPath), { seed: first.seed, path: first.counterexamplePath!, numRuns: 1, plugins: limit(shrinkLimitMs) })
      const best = shrunk.failed ? shrunk : first
      const [, steps] = best.counterexample as [unknown, Iterable<Step>]
      report.failure = {
        seed: best.seed, path: best.counterexamplePath!, shrinks: best.numShrinks, replayPath: replayPathOf(best.counterexample) ?? '',
        commands: [...steps].map((s) => s.toString()), foundAfterMs, foundIn: first.numRuns,
        message: best.errorInstance instanceof Violation ? best.errorInstance.message : String((best.errorInstance as Error)?.stack ?? best.errorInstance),
      }
    }
    report.ms = serverNow() - started
    return report
  } finally {
    link.stop()
    await closeModelListener()
  }
}

/** The replay path fast-check gives a run of commands (it prints it with them). */
const replayPathOf = (counterexample: unknown) => /replayPath="([^"]*)"/.exec(String((counterexample as [unknown, unknown] | null)?.[1]))?.[1]

/** The report as the test prints it. */
export function describeReport(report: ModelReport): string {
  const lines = [`Model test: ${report.histories} histories in ${Math.round(report.ms / 1000)} s (seed ${report.seed})`]
  const steps = [...report.counts].filter(([name]) => !name.startsWith('('))
  const ms = (name: string, c: { n: number; ms: number }) => (name.startsWith('(link)') ? '' : (c.ms / Math.max(1, c.n)).toFixed(0))
  const total = steps.reduce((a, [, c]) => a + c.n, 0)
  lines.push(`  ${'command'.padEnd(44)} ${'runs'.padStart(7)}  share  ms each`)
  for (const [name, c] of [...report.counts].sort((a, b) => b[1].n - a[1].n)) {
    const share = name.startsWith('(') ? '' : `${((100 * c.n) / Math.max(1, total)).toFixed(1)}%`
    lines.push(`  ${name.padEnd(44)} ${String(c.n).padStart(7)}  ${share.padStart(5)}  ${ms(name, c).padStart(6)}`)
  }
  if (report.failure) {
    const f = report.failure
    lines.push('', `FAILED at history ${f.foundIn}, after ${(f.foundAfterMs / 1000).toFixed(1)} s (seed ${f.seed}, path "${f.path}", ${f.shrinks} shrinks). Replay: npm run test:model -- --seed ${f.seed} --path "${f.path}" --replay-path "${f.replayPath}"`)
    lines.push('Shrunk history:', ...f.commands.map((c, i) => `  ${i + 1}. ${c}`), '', f.message)
  }
  return lines.join('\n')
}
