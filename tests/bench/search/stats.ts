// Timing helpers for the search benchmarks; browser-safe, so a page can run them too.

/** The p-th percentile (0-100) of the samples, nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
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
