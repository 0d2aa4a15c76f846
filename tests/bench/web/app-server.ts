// Builds what the web benchmark serves and starts the real server on it. Everything lives under
// dist/bench-web/ (the server's working directory there), never in dist/web: other people's e2e runs
// build and serve dist/web in this checkout at the same time. Not under .tmp/: the server's sendFile
// refuses paths with a dot-directory in them.
import Database from 'better-sqlite3'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'vite'

export const REPO = resolve(import.meta.dirname, '../../..')
export const SERVE_ROOT = join(REPO, 'dist/bench-web')
const WEB_ROOT = join(SERVE_ROOT, 'dist/web')
/** Where the feed-and-search page is served (tests/bench/web/search-page). */
export const SEARCH_PAGE_PATH = '/__bench/index.html'

/**
 * The production build of the app, then the benchmark page beside it (same origin, same IndexedDB).
 * `sourcemap: 'hidden'` writes source maps beside the code without pointing the code at them (the CPU
 * profiles of bench:start name functions after their source; the browser loads what users get).
 */
export async function buildWeb({ sourcemap = false, searchPage = true }: { sourcemap?: false | 'hidden'; searchPage?: boolean } = {}): Promise<void> {
  rmSync(SERVE_ROOT, { recursive: true, force: true })
  mkdirSync(SERVE_ROOT, { recursive: true })
  // The server is started with its working directory here; `--import tsx` resolves from it.
  symlinkSync(join(REPO, 'node_modules'), join(SERVE_ROOT, 'node_modules'), 'dir')
  await build({ configFile: join(REPO, 'vite.config.ts'), logLevel: 'warn', build: { outDir: WEB_ROOT, emptyOutDir: true, sourcemap } })
  if (!searchPage) return
  await build({
    root: join(import.meta.dirname, 'search-page'), base: '/__bench/', configFile: false, logLevel: 'warn',
    build: { outDir: join(WEB_ROOT, '__bench'), emptyOutDir: true },
  })
}

export interface RunningServer { url: string; stop: () => Promise<void>; /** The server's process id (its memory is read from /proc). */ pid: number }

/** `serveRoot`: a directory holding a build in `dist/web` (default: the one buildWeb makes). */
export async function startAppServer(databasePath: string, port: number, serveRoot = SERVE_ROOT): Promise<RunningServer> {
  const url = `http://localhost:${port}`
  // Something else answering there would be measured instead of this build (BENCH_WEB_PORT moves the ports).
  if (await fetch(`${url}/api/health`).then(() => true, () => false)) throw new Error(`port ${port} is already in use`)
  const child = spawn('node', ['--import', 'tsx', join(REPO, 'api/server.ts')], {
    cwd: serveRoot,
    env: { ...process.env, PORT: String(port), DATABASE_PATH: resolve(REPO, databasePath), ADMIN_PASSWORD: 'bench-admin-password' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop, pid: child.pid! }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`the server on ${databasePath} did not start`)
}

export interface CatalogueCounts { vendors: number; products: number; tiers: number; options: number }

/** What a complete copy holds, read from the server's database (read-only). */
export function countCatalogue(databasePath: string): CatalogueCounts {
  const db = new Database(resolve(REPO, databasePath), { readonly: true, fileMustExist: true })
  try {
    const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number
    return { vendors: count('vendors'), products: count('products'), tiers: count('product_tiers'), options: count('pricing_options') }
  } finally {
    db.close()
  }
}

/** A fresh file each run: the server seeds the demo catalogue into it on first start. */
export function freshDatabasePath(path: string): string {
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(resolve(REPO, file))) rmSync(resolve(REPO, file))
  return path
}
