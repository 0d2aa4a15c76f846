// `npm run dev`: the API (restarted on change by node --watch) and the Vite dev server (port 5173,
// proxying /api to the API) side by side. Ctrl-C stops both; if either exits, the other is stopped too.
import { spawn } from 'node:child_process'

const processes = [
  // Readable log lines instead of JSON (pino-pretty, a devDependency): api/log/logger.ts.
  { name: 'api', command: 'node', args: ['--import', 'tsx', '--watch', 'api/server.ts'], env: { LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' } },
  { name: 'web', command: 'npx', args: ['vite'] },
]

const children = processes.map(({ name, command, args, env }) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('exit', (code, signal) => {
    if (shuttingDown) return
    console.log(`[dev] ${name} exited (${signal ?? code}); stopping the rest`)
    stopAll(code ?? 1)
  })
  return child
})

let shuttingDown = false
function stopAll(exitCode) {
  if (shuttingDown) return
  shuttingDown = true
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  const stillRunning = () => children.filter((c) => c.exitCode === null && c.signalCode === null)
  const waitForExit = setInterval(() => {
    if (stillRunning().length === 0) process.exit(exitCode)
  }, 100)
  // A child that ignores SIGTERM for 3 seconds is killed outright.
  setTimeout(() => {
    stillRunning().forEach((child) => child.kill('SIGKILL'))
    clearInterval(waitForExit)
    process.exit(exitCode)
  }, 3000)
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0))
