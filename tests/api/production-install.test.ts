// The production path (README, "Operating"): the web app is built on a build machine (`npm run build`,
// vite is a devDependency), then the server runs from `npm ci --omit=dev && npm run serve` with no
// devDependency installed. This test makes such an install in a temp folder (the server's code, the
// lock file and a built app) and checks that it starts and serves the app and the API.
// Two shortcuts keep it near half a minute: --prefer-offline reuses npm's cache, and --ignore-scripts
// skips compiling better-sqlite3's native addon (minutes here), whose build from this checkout is
// copied in instead: same Node, same machine. What is under test is which packages the server needs.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, test } from 'vitest'

const run = promisify(execFile)
const dir = mkdtempSync(join(tmpdir(), 'vetted-production-'))
let server: ChildProcess | undefined
afterAll(() => {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  rmSync(dir, { recursive: true, force: true })
})

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}

test('an install without devDependencies starts and serves the app and the API', async () => {
  for (const path of ['package.json', 'package-lock.json', 'api', 'sync']) cpSync(path, join(dir, path), { recursive: true })
  // What `npm run build` leaves on the build machine (copied to the server with the code).
  mkdirSync(join(dir, 'dist/web'), { recursive: true })
  writeFileSync(join(dir, 'dist/web/index.html'), '<!doctype html><title>Vetted</title><div id="root">built app</div>')

  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, timeout: 150_000 })
  expect(existsSync(join(dir, 'node_modules/vite'))).toBe(false)
  expect(existsSync(join(dir, 'node_modules/tsx'))).toBe(true)
  cpSync('node_modules/better-sqlite3/build', join(dir, 'node_modules/better-sqlite3/build'), { recursive: true })

  const port = await freePort()
  let output = ''
  server = spawn('npm', ['run', 'serve'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), DATABASE_PATH: join(dir, 'data/vetted.db'), ADMIN_PASSWORD: 'production-install-test', WEB_DIST: undefined },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: npm's child (the server) is killed with it
  })
  server.stdout!.on('data', (c: Buffer) => (output += c.toString()))
  server.stderr!.on('data', (c: Buffer) => (output += c.toString()))
  const base = `http://127.0.0.1:${port}`
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 60_000, interval: 200 })
    .toBe(200)
  const health = await (await fetch(`${base}/api/health`)).json()
  expect(health).toMatchObject({ status: 'ok', version: expect.any(String) })
  const page = await fetch(`${base}/`, { headers: { Accept: 'text/html' } })
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('built app')
  expect((await (await fetch(`${base}/api/vendors`)).json()).length).toBeGreaterThan(0)
  process.kill(-server.pid!, 'SIGTERM')
  expect(output).toContain('Vetted is listening')
}, 240_000)
