// Heap measurement for the search benchmarks (Node only: it needs the V8 collector).
import { runInNewContext } from 'node:vm'
import { setFlagsFromString } from 'node:v8'

export { ms, percentile, timeQueries } from './stats'

setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void

/** Runs `build` and reports its time and how much heap the returned value keeps alive. */
export function measureBuild<T>(build: () => T): { value: T; ms: number; retainedMb: number } {
  collect()
  const before = process.memoryUsage().heapUsed
  const started = performance.now()
  const value = build()
  const ms = performance.now() - started
  collect()
  const retainedMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024
  return { value, ms, retainedMb }
}
