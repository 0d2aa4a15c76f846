// Unit tests sit beside the code (*.test.ts), the benchmarks' pure parts too; API and sync round-trip tests live in tests/.
// End-to-end tests (tests/e2e) run under Playwright, not here.
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['sync/**/*.test.ts', 'api/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/sync/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/bench/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on a two-core machine one file at a time,
    // with the second core mostly idle. Its own process only hands out files and prints.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    setupFiles: ['tests/setup-indexeddb.ts'],
  },
})
