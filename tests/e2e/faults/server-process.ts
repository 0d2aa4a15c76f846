// The real server (api/server.ts) as a child process the fault specs own: its own port and SQLite file
// under .tmp/, so a spec can SIGKILL it mid-write and start it again on the same file without touching
// the shard's server (playwright.config.ts) the other specs share.
import Database from 'better-sqlite3'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { resolve } from 'node:path'

export const ADMIN_PASSWORD = 'e2e-admin-password'

export interface ServerProcess {
  readonly port: number
  readonly databasePath: string
  /** The last lines the server printed (stdout and stderr), for a failing spec's message. */
  output(): string
  /** Rows of a read on the server's SQLite file, opened read-only (WAL lets it read beside the server). */
  query<T>(sql: string, ...params: unknown[]): T[]
  /** Sends the signal and waits (bounded) until the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>
  /** Starts it again on the same port and database file (killing it first if it still runs). */
  restart(): Promise<void>
}

/** A free loopback port: the OS picks one, which is then handed to the server. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}

// A worker that dies without its afterAll must not leave a server behind.
const live = new Set<ChildProcess>()
process.once('exit', () => live.forEach((c) => c.kill('SIGKILL')))

const HEALTH_TIMEOUT_MS = 60_000
const EXIT_TIMEOUT_MS = 10_000

/**
 * webDist: the app the suite built (the shard's own copy, see playwright.config.ts), default
 * process.env.WEB_DIST or dist/web. env: more settings (vitest tests start it too: tests/api/server-*.test.ts).
 */
export async function startServer({ name, webDist, env: extra }: { name: string; webDist?: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const port = await freePort()
  mkdirSync('.tmp', { recursive: true })
  const databasePath = resolve(`.tmp/faults-${name}-${Date.now()}.db`)
  const env = {
    ...process.env,
    PORT: String(port),
    // A server given DATABASE_URL (PostgreSQL) must not be given a SQLite file too: it refuses both.
    ...(extra?.DATABASE_URL ? {} : { DATABASE_PATH: databasePath }),
    ADMIN_PASSWORD,
    AUTH_RATE_LIMIT: '1000',
    SCRYPT_COST: '16384', // the lowest allowed: every sign-in would otherwise cost about a second of CPU
    WEB_DIST: webDist ?? process.env.WEB_DIST ?? 'dist/web',
    ...extra,
  }
  let child: ChildProcess | null = null
  let lines: string[] = []
  const keep = (chunk: Buffer) => (lines = [...lines, ...chunk.toString().split('\n').filter(Boolean)].slice(-100))

  async function start() {
    const started = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    child = started
    live.add(started)
    started.once('exit', () => live.delete(started))
    started.stdout.on('data', keep)
    started.stderr.on('data', keep)
    const deadline = Date.now() + HEALTH_TIMEOUT_MS
    for (;;) {
      if (started.exitCode !== null || started.signalCode !== null) throw new Error(`the server exited while starting:\n${lines.join('\n')}`)
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        started.kill('SIGKILL') // the caller gets no handle to kill it with
        throw new Error(`no /api/health within ${HEALTH_TIMEOUT_MS} ms:\n${lines.join('\n')}`)
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  async function kill(signal: NodeJS.Signals = 'SIGKILL') {
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((r) => running.once('exit', r))
    running.kill(signal)
    const timer = new Promise((r) => setTimeout(r, EXIT_TIMEOUT_MS))
    await Promise.race([exited, timer])
    if (running.exitCode === null && running.signalCode === null) {
      running.kill('SIGKILL')
      await Promise.race([exited, new Promise((r) => setTimeout(r, EXIT_TIMEOUT_MS))])
    }
  }

  await start()
  return {
    port,
    databasePath,
    output: () => lines.join('\n'),
    query<T>(sql: string, ...params: unknown[]) {
      const db = new Database(databasePath, { readonly: true, fileMustExist: true })
      try {
        return db.prepare(sql).all(...params) as T[]
      } finally {
        db.close()
      }
    },
    kill,
    async restart() {
      await kill('SIGKILL')
      await start()
    },
  }
}
