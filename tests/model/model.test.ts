// The model test in `npm test` (docs/testing.md, "The model test"): as many random histories as fit in
// its time budget (MODEL_TIME_LIMIT_MS, default 90 s), or MODEL_RUNS of them; MODEL_SEED,
// MODEL_PATH and MODEL_REPLAY_PATH replay a failure. `npm run test:model -- --runs N` sets these. The
// server is on PostgreSQL when TEST_DATABASE_URL names one (`-- --postgres`), else on SQLite files.
import { expect, test } from 'vitest'
import { testDatabaseUrl } from '../api/postgres-test-database'
import { describeReport, runModel } from './model-run'

const env = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined)

test('random histories of devices, people, faults and server events keep every copy right and every change once', async () => {
  const runs = env('MODEL_RUNS')
  const report = await runModel({
    runs,
    timeLimitMs: runs === undefined ? (env('MODEL_TIME_LIMIT_MS') ?? 90_000) : undefined,
    seed: env('MODEL_SEED'),
    path: process.env.MODEL_PATH || undefined,
    replayPath: process.env.MODEL_REPLAY_PATH || undefined,
    maxCommands: env('MODEL_MAX_COMMANDS'),
    progress: (n) => console.log(`model test: ${n} histories`),
  })
  console.log(`Model test on ${testDatabaseUrl() ? 'PostgreSQL' : 'SQLite'}:`)
  console.log(describeReport(report))
  expect(report.failure?.message ?? null).toBeNull()
  expect(report.histories).toBeGreaterThan(0)
})
