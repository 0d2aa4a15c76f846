// `npm run test:model [-- --runs N] [--time-limit MS] [--seed S --path P --replay-path R]`: the model
// test (tests/model, docs/testing.md). Without --runs it draws histories for its time budget (90 s
// unless --time-limit says otherwise); a failure prints the seed and paths that replay it.
import { spawnSync } from 'node:child_process'

const flags = { '--runs': 'MODEL_RUNS', '--time-limit': 'MODEL_TIME_LIMIT_MS', '--seed': 'MODEL_SEED', '--path': 'MODEL_PATH', '--replay-path': 'MODEL_REPLAY_PATH', '--max-commands': 'MODEL_MAX_COMMANDS' }
const env = { ...process.env }
const args = process.argv.slice(2)
for (let i = 0; i < args.length; i++) {
  const name = flags[args[i]]
  if (!name || args[i + 1] === undefined) {
    console.error(`Unknown option ${args[i]}: use ${Object.keys(flags).join(', ')}, each with a value`)
    process.exit(2)
  }
  env[name] = args[++i]
}
const { status } = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.model.config.ts'], { stdio: 'inherit', env })
process.exit(status ?? 1)
