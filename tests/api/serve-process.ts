// `npm run serve` and the operator's commands as child processes, for the tests of the server process
// on PostgreSQL and of its settings (tests/api/postgres-server.test.ts, server-settings.test.ts).
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { promisify } from 'node:util'
import { freePort } from '../e2e/faults/server-process'

const run = promisify(execFile)

export interface Serving {
  base: string
  /** Everything the process and its workers printed so far. */
  log: () => string
  /** SIGTERM to the primary; resolves with its exit code once it (and so every worker) is gone. */
  stop: () => Promise<number | null>
}

// A test that fails before its stop must not leave servers behind: killServes() in the file's afterAll
// (and the process's exit) kills each with its process group, workers included.
const live = new Set<ChildProcess>()
process.once('exit', () => killServes())

/** Kills every server this file started that still runs. */
export function killServes(): void {
  for (const child of live) killGroup(child)
  live.clear()
}

const killGroup = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGKILL')
  } catch {
    // already gone
  }
}

/**
 * Starts api/server.ts with `env` and `args`, and waits until /api/health answers 200 and each of
 * `--workers N` logged that it listens (until then a worker still starting answers 503).
 */
export async function startServe(env: Record<string, string | undefined>, args: string[] = []): Promise<Serving> {
  const workers = args[0] === '--workers' ? Number(args[1]) : 1
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts', ...args], {
    env: { ...process.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json', SCRYPT_COST: '16384', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, workers included
  })
  live.add(child)
  let log = ''
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => (live.delete(child), resolve(code))))
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) while starting:\n${log}`)
    const status = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((res) => res.status, () => 0)
    if (status === 200 && log.split('"msg":"Vetted is listening').length > workers) break
    if (Date.now() > deadline) {
      killGroup(child)
      throw new Error(`no /api/health within 90 s:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    base,
    log: () => log,
    stop: async () => {
      child.kill('SIGTERM')
      return await exited
    },
  }
}

/** Runs a command of api/ (api/server.ts, api/ops/restore-command.ts...) to its end: its exit code and output. */
export async function runCommand(file: string, args: string[], env: Record<string, string | undefined>): Promise<{ code: number; out: string }> {
  return await run(process.execPath, ['--import', 'tsx', file, ...args], { env: { ...process.env, ...env }, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: err.stdout + err.stderr }),
  )
}

/** The request lines of the JSON log: which worker answered what. */
export const requestLines = (log: string): { worker?: number; res: { statusCode: number } }[] =>
  log.split('\n').filter((line) => line.includes('"request completed"')).map((line) => JSON.parse(line) as { worker?: number; res: { statusCode: number } })
