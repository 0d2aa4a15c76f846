// `npm test`: every suite, in stages. The tasks of a stage run side by side when each keeps one core
// busy at most (type check, lint and the model test are single-threaded), so the machine's second core
// is not idle; vitest (on SQLite, then the server's tests again on PostgreSQL), the e2e shards and the
// engines use both cores and run alone. A stage starts
// only once the one before it passed. Output of side-by-side tasks is held back and printed whole as
// each ends, so the log stays readable; a stage of one task streams. Ends with each task's time.
import { spawn } from 'node:child_process'
import { cpus } from 'node:os'

// The engines serve the app the e2e run built (dist/web) rather than building it again.
const ENGINES_ON_E2E_BUILD = { ENGINES_SKIP_BUILD: '1', WEB_DIST: process.env.WEB_DIST ?? 'dist/web' }
// The model test on PostgreSQL (its own throwaway cluster) fills the core that the type check and lint
// leave idle once they end, within the SQLite model's 90 s.
const MODEL_ON_POSTGRES = { script: 'test:model', args: ['--postgres', '--time-limit', '60000'], label: 'test:model pg' }
const STAGES = [
  [{ script: 'typecheck' }, { script: 'lint' }, { script: 'test:model' }, MODEL_ON_POSTGRES],
  [{ script: 'test:unit' }],
  [{ script: 'test:postgres' }],
  [{ script: 'test:e2e' }],
  [{ script: 'test:engines', env: ENGINES_ON_E2E_BUILD }],
]

const times = []
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`

function run({ script, args = [], label = script, env }, streamed) {
  const started = Date.now()
  return new Promise((resolve) => {
    const argv = ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])]
    const child = spawn('npm', argv, { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    const held = []
    if (!streamed) {
      child.stdout.on('data', (chunk) => held.push(chunk))
      child.stderr.on('data', (chunk) => held.push(chunk))
    }
    child.on('close', (code, signal) => {
      const ms = Date.now() - started
      times.push({ script: label, ms, passed: code === 0 })
      if (!streamed) process.stdout.write(Buffer.concat(held))
      console.log(`\n[npm test] ${label}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds(ms)}\n`)
      resolve(code === 0)
    })
  })
}

/** The machine's busy and total CPU time so far, summed over its cores (ms). */
function cpuTimes() {
  let busy = 0
  let total = 0
  for (const { times: t } of cpus()) {
    busy += t.user + t.nice + t.sys + t.irq
    total += t.user + t.nice + t.sys + t.irq + t.idle
  }
  return { busy, total }
}
// How busy the cores were during each stage, whoever kept them busy: a stage well below 100 % has
// room for more work side by side; one near 100 % only gets faster by doing less.
const busyShare = (from, to) => `${Math.round((100 * (to.busy - from.busy)) / Math.max(1, to.total - from.total))} %`

const started = Date.now()
let passed = true
for (const stage of STAGES) {
  console.log(`[npm test] ${stage.map((task) => task.label ?? task.script).join(' + ')}`)
  const cpuBefore = cpuTimes()
  const results = await Promise.all(stage.map((task) => run(task, stage.length === 1)))
  console.log(`[npm test] the cores were busy ${busyShare(cpuBefore, cpuTimes())} of that stage`)
  if (results.includes(false)) {
    passed = false
    break
  }
}
console.log('[npm test] times:')
for (const { script, ms, passed: ok } of times) console.log(`  ${script.padEnd(14)} ${seconds(ms).padStart(6)}${ok ? '' : '  failed'}`)
console.log(`  ${'all'.padEnd(14)} ${seconds(Date.now() - started).padStart(6)}`)
process.exit(passed ? 0 : 1)
