// Starts the real server as a child process on a given database, and builds the large catalogue
// once (npm run seed:large) when that database does not exist yet.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { isDatabaseUrl } from '../../api/db/connection'

export const BENCH_ADMIN_PASSWORD = 'bench-admin-password'

export function ensureLargeDatabase(path: string, vendors: number, products: number): void {
  if (existsSync(path)) return
  console.log(`Building the large catalogue at ${path} (${vendors} vendors, ${products} products)...`)
  const run = spawnSync('node', ['--import', 'tsx', 'api/db/seed-large.ts', '--vendors', String(vendors), '--products', String(products)], {
    env: { ...process.env, DATABASE_PATH: path },
    stdio: 'inherit',
  })
  if (run.status !== 0) throw new Error('seed:large failed')
}

/** The budgets' 60k catalogue: 10,000 vendors + 50,000 products, no tiers or options (bench:web, bench:abuse). */
export const BUDGET_DB = '.tmp/bench-web-60k.db'

export function ensureBudgetDatabase(): void {
  if (existsSync(BUDGET_DB)) return
  console.log(`Building ${BUDGET_DB} (10,000 vendors, 50,000 products, no pricing)...`)
  const run = spawnSync('node', ['--import', 'tsx', 'api/db/seed-large.ts', '--vendors', '10000', '--products', '50000', '--pricing', 'none'], {
    env: { ...process.env, DATABASE_PATH: BUDGET_DB },
    stdio: 'inherit',
  })
  if (run.status !== 0) throw new Error('seed:large --pricing none failed')
}

export interface ServerOptions {
  /** The server's entry file (default the real one, api/server.ts). */
  script?: string
  /** Node flags before the entry file, such as --cpu-prof. */
  nodeArgs?: string[]
  env?: Record<string, string>
}

/**
 * A server child process on `port`, once /api/health answers; `stop()` resolves when it has exited.
 * `database`: a SQLite file's path, or a PostgreSQL URL (its vendor documents then go to .tmp/bench-files).
 */
export async function startServer(
  database: string,
  port: number,
  { script = 'api/server.ts', nodeArgs = [], env = {} }: ServerOptions = {},
): Promise<{ url: string; stop: () => Promise<void>; pid: number }> {
  const child: ChildProcess = spawn('node', [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, PORT: String(port), ...databaseEnv(database), ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = () => {
    child.kill('SIGTERM')
    return exited
  }
  const url = `http://localhost:${port}`
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop, pid: child.pid! }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error('server did not start')
}

const databaseEnv = (database: string) => (isDatabaseUrl(database) ? { DATABASE_URL: database, FILES_DIR: '.tmp/bench-files' } : { DATABASE_PATH: database })

/** Signs in as the seeded admin and returns the session cookie. */
export async function adminCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
  })
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`)
  return (res.headers.get('set-cookie') ?? '').split(';')[0]
}
