// `npm test`: every suite, in stages. The tasks of a stage run side by side when each keeps one core
// busy at most (type check, lint and the model test are single-threaded), so the machine's second core
// is not idle; vitest, the e2e shards and the engines use both cores and run alone. A stage starts
// only once the one before it passed. Output of side-by-side tasks is held back and printed whole as
// each ends, so the log stays readable; a stage of one task streams. Ends with each task's time.
import { spawn } from 'node:child_process'

// The engines serve the app the e2e run built (dist/web) rather than building it again.
const ENGINES_ON_E2E_BUILD = { ENGINES_SKIP_BUILD: '1', WEB_DIST: process.env.WEB_DIST ?? 'dist/web' }
const STAGES = [
  [{ script: 'typecheck' }, { script: 'lint' }, { script: 'test:model' }],
  [{ script: 'test:unit' }],
  [{ script: 'test:e2e' }],
  [{ script: 'test:engines', env: ENGINES_ON_E2E_BUILD }],
]

const times = []
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`

function run({ script, env }, streamed) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    const held = []
    if (!streamed) {
      child.stdout.on('data', (chunk) => held.push(chunk))
      child.stderr.on('data', (chunk) => held.push(chunk))
    }
    child.on('close', (code, signal) => {
      const ms = Date.now() - started
      times.push({ script, ms, passed: code === 0 })
      if (!streamed) process.stdout.write(Buffer.concat(held))
      console.log(`\n[npm test] ${script}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds(ms)}\n`)
      resolve(code === 0)
    })
  })
}

const started = Date.now()
let passed = true
for (const stage of STAGES) {
  console.log(`[npm test] ${stage.map((task) => task.script).join(' + ')}`)
  const results = await Promise.all(stage.map((task) => run(task, stage.length === 1)))
  if (results.includes(false)) {
    passed = false
    break
  }
}
console.log('[npm test] times:')
for (const { script, ms, passed: ok } of times) console.log(`  ${script.padEnd(14)} ${seconds(ms).padStart(6)}${ok ? '' : '  failed'}`)
console.log(`  ${'all'.padEnd(14)} ${seconds(Date.now() - started).padStart(6)}`)
process.exit(passed ? 0 : 1)
