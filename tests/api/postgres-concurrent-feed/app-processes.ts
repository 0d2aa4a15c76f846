// Starts and stops the app processes of the concurrent-writers test (app-process.ts), each on its own
// loopback port and all on one PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../e2e/faults/server-process'

const ENTRY = fileURLToPath(new URL('./app-process.ts', import.meta.url))
const START_TIMEOUT_MS = 60_000

export interface AppProcess {
  base: string
  stop: () => Promise<void>
}

async function startOne(databaseUrl: string, origin: string): Promise<AppProcess> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, FEED_DATABASE_URL: databaseUrl, FEED_PORT: String(port), FEED_ORIGIN: origin },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`app process on port ${port} did not start:\n${output}`)), START_TIMEOUT_MS)
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('listening')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`app process exited (${code}) before it listened:\n${output}`)))
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((done) => child.once('exit', done))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  return { base: `http://127.0.0.1:${port}`, stop }
}

/** `count` app processes on the database at `databaseUrl`, accepting requests from `origin`. */
export async function startAppProcesses(databaseUrl: string, origin: string, count: number): Promise<AppProcess[]> {
  return await Promise.all(Array.from({ length: count }, () => startOne(databaseUrl, origin)))
}
