// `npm run test:postgres`: the API, security and sync tests again, on PostgreSQL (docs/testing.md):
// a throwaway cluster (scripts/pg-cluster.js) for the run, each harness a fresh database in it, the
// cluster stopped and deleted afterwards whatever the result. Needs PostgreSQL 15 or later installed
// (Debian's `postgresql`; .ci/run installs it).
import { execFileSync, spawnSync } from 'node:child_process'

const cluster = (command) => execFileSync('node', ['scripts/pg-cluster.js', command], { encoding: 'utf8' }).trim().split('\n').pop()

let url
try {
  url = cluster('start')
} catch (err) {
  console.error(`No PostgreSQL cluster could be started (is PostgreSQL 15+ installed?): ${err.message}`)
  process.exit(1)
}
let status = 1
try {
  const run = spawnSync('npx', ['vitest', 'run', 'tests/api', 'tests/security', 'tests/sync'], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } })
  status = run.status ?? 1
} finally {
  cluster('stop')
}
process.exit(status)
