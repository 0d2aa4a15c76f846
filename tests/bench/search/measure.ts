// Timing and memory helpers for the search benchmarks (Node only: memory needs the V8 collector).
import { runInNewContext } from 'node:vm'
import { setFlagsFromString } from 'node:v8'

setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void

/** The p-th percentile (0-100) of the samples, nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

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

/** Times each query `rounds` times after one warm-up pass; returns every sample in ms. */
export function timeQueries(queries: readonly string[], run: (query: string) => unknown, rounds = 3): number[] {
  for (const q of queries) run(q)
  const samples: number[] = []
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const started = performance.now()
      run(q)
      samples.push(performance.now() - started)
    }
  }
  return samples
}

export const ms = (value: number, digits = 2) => value.toFixed(digits)
