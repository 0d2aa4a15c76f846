// Unit tests sit beside the code (*.test.ts), the benchmarks' pure parts too; API and sync round-trip tests live in tests/.
// End-to-end tests (tests/e2e) run under Playwright, not here.
import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on a two-core machine one file at a time,
    // with the second core mostly idle. Its own process only hands out files and prints.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    setupFiles: ['tests/setup-indexeddb.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['sync/**/*.test.ts', 'api/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/bench/**/*.test.ts'],
          // The PostgreSQL engine's own tests (tests/api/postgres-*.test.ts) need a server: they run in
          // `npm run test:postgres`, which names one, rather than stand skipped in every run on SQLite.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['tests/api/postgres-*.test.ts'])],
          // The server's files build their own app on their own database file and keep no state in
          // modules, so a worker keeps the modules it loaded for the next file instead of importing
          // the server again for each one: half the CPU of these files.
          isolate: false,
        },
      },
      {
        extends: true,
        // The device's files keep the engine, the stores and msw's handlers in modules: each file
        // gets fresh ones.
        test: { name: 'device', include: ['web/**/*.test.{ts,tsx}', 'tests/sync/**/*.test.ts'] },
      },
    ],
  },
})
