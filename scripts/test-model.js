// `npm run test:model [-- --runs N] [--time-limit MS] [--seed S --path P --replay-path R] [--postgres]`:
// the model test (tests/model, docs/testing.md). Without --runs it draws histories for its time budget
// (90 s unless --time-limit says otherwise); a failure prints the seed and paths that replay it. The
// server runs on SQLite files; with --postgres on PostgreSQL: the server TEST_DATABASE_URL names, else
// a throwaway cluster (scripts/pg-cluster.js) started for the run and deleted afterwards.
import { execFileSync, spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const flags = { '--runs': 'MODEL_RUNS', '--time-limit': 'MODEL_TIME_LIMIT_MS', '--seed': 'MODEL_SEED', '--path': 'MODEL_PATH', '--replay-path': 'MODEL_REPLAY_PATH', '--max-commands': 'MODEL_MAX_COMMANDS' }
const env = { ...process.env }
const args = process.argv.slice(2)
let postgres = false
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--postgres') {
    postgres = true
    continue
  }
  const name = flags[args[i]]
  if (!name || args[i + 1] === undefined) {
    console.error(`Unknown option ${args[i]}: use --postgres, or ${Object.keys(flags).join(', ')}, each with a value`)
    process.exit(2)
  }
  env[name] = args[++i]
}

// A cluster of its own (a folder apart from test:postgres's) unless a server is named.
const clusterEnv = { ...process.env, PG_CLUSTER_DIR: `${process.env.PG_CLUSTER_DIR ?? join(tmpdir(), 'vetted-pg')}-model` }
const cluster = (command) => execFileSync('node', ['scripts/pg-cluster.js', command], { encoding: 'utf8', env: clusterEnv }).trim().split('\n').pop()
const ownCluster = postgres && !env.TEST_DATABASE_URL
if (!postgres) delete env.TEST_DATABASE_URL // the model's server follows the flag, not a variable left in the shell
if (ownCluster) {
  try {
    env.TEST_DATABASE_URL = cluster('start')
  } catch (err) {
    console.error(`No PostgreSQL cluster could be started (is PostgreSQL 15+ installed?): ${err.message}`)
    process.exit(1)
  }
}
let status = 1
try {
  status = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.model.config.ts'], { stdio: 'inherit', env }).status ?? 1
} finally {
  if (ownCluster) cluster('stop')
}
process.exit(status)
