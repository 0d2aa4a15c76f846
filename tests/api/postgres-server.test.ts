// The server process on PostgreSQL (README, "Operating"), as an operator runs it: from DATABASE_URL,
// on a database it migrates and seeds itself, never logging the URL's password; again on the same
// database with `--workers 2`, both workers answering and a killed one replaced; then `npm run restore -- --renew-epoch`, the
// step after a pg_restore, giving the database a new epoch and ids past every one handed out. Runs
// only when TEST_DATABASE_URL names a server (vitest.config.ts, docs/testing.md).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PostgresDb } from '../../api/db/postgres-db'
import { RESTORE_ID_GAP } from '../../api/db/restore-ids'
import { vendorBody } from './harness'
import { testDatabaseUrl } from './postgres-test-database'
import { killServes, requestLines, runCommand, startServe } from './serve-process'

const server = new URL(testDatabaseUrl()!)
const name = `vetted_serve_${randomBytes(6).toString('hex')}`
// A password the log must never show: the test server's own, else one it ignores (it trusts local connections).
const PASSWORD = server.password || `never-logged-${randomBytes(4).toString('hex')}`
const databaseUrl = Object.assign(new URL(server), { pathname: `/${name}`, password: PASSWORD, username: server.username || 'postgres' }).toString()
const filesDir = join(mkdtempSync(join(tmpdir(), 'vetted-serve-pg-')), 'files')
const env = { DATABASE_URL: databaseUrl, DATABASE_PATH: undefined, FILES_DIR: filesDir, ADMIN_PASSWORD: undefined, WEB_DIST: join(filesDir, 'no-web') }

const admin = () => PostgresDb.connect(server.toString())
beforeAll(async () => {
  const db = admin()
  await db.exec(`CREATE DATABASE ${name}`).finally(() => db.close())
})
afterAll(async () => {
  killServes()
  const db = admin()
  await db.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => db.close())
})

/** Signs in as the administrator; the session cookie. */
async function signIn(base: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify({ username: 'admin', password }) })
  expect(res.status).toBe(200)
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
}

async function createVendor(base: string, cookie: string, vendorName: string): Promise<number> {
  const res = await fetch(`${base}/api/vendors`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie }, body: JSON.stringify(vendorBody({ name: vendorName })) })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

const health = async (base: string) => (await (await fetch(`${base}/api/health`)).json()) as { engine: string; epoch: string }
const vendorNames = async (base: string) => ((await (await fetch(`${base}/api/vendors`)).json()) as { name: string }[]).map((v) => v.name)

let adminPassword = ''
let firstVendorId = 0
let firstEpoch = ''

test('starts on PostgreSQL from DATABASE_URL: migrates, seeds, writes the admin password into FILES_DIR, never logs the URL', async () => {
  const serving = await startServe(env)
  expect(await health(serving.base)).toMatchObject({ status: 'ok', engine: 'postgres' })
  const file = join(filesDir, 'admin-password.txt')
  expect(statSync(file).mode & 0o777).toBe(0o600)
  adminPassword = readFileSync(file, 'utf8').trim()
  const cookie = await signIn(serving.base, adminPassword)
  firstVendorId = await createVendor(serving.base, cookie, 'Written On PostgreSQL')
  firstEpoch = (await health(serving.base)).epoch
  expect(await vendorNames(serving.base)).toHaveLength(43)
  expect(await serving.stop()).toBe(0)
  const log = serving.log()
  expect(log).toContain(`on the PostgreSQL database \\"${name}\\" on ${server.host}`)
  expect(log).toContain('Seeded the demo catalogue: 42 vendors')
  expect(log).toContain(`written to ${file}`)
  expect(log).not.toContain(PASSWORD)
  expect(log).not.toContain(adminPassword)
}, 120_000)

test('--workers 2 on the same database keeps its data, prepares it once, answers from both workers and replaces one that dies', async () => {
  const serving = await startServe(env, ['--workers', '2'])
  // Sessions live in the database: one sign-in holds on every connection, whichever worker takes it.
  const cookie = await signIn(serving.base, adminPassword)
  const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${serving.base}/api/auth/me`, { headers: { Cookie: cookie, Connection: 'close' } }).then((res) => res.status)))
  expect(answers).toEqual(Array(40).fill(200))
  expect(await vendorNames(serving.base)).toContain('Written On PostgreSQL')
  expect(await health(serving.base)).toMatchObject({ engine: 'postgres', epoch: firstEpoch })

  // A server running: the renewal refuses, changing nothing.
  const refused = await runCommand('api/ops/restore-command.ts', ['--renew-epoch'], env)
  expect(refused.code).toBe(1)
  expect(refused.out).toMatch(/^Restore refused: \d+ other connections? (is|are) open on this database: stop every Vetted server/)
  expect((await health(serving.base)).epoch).toBe(firstEpoch)

  const log = serving.log()
  expect(log).toContain('"msg":"Started worker 1 of 2')
  expect(log).toContain('"msg":"Started worker 2 of 2')
  expect(new Set(requestLines(log).map((line) => line.worker))).toEqual(new Set([1, 2]))
  expect(log).not.toContain('Seeded the demo catalogue')
  expect(log).not.toContain('Created administrator')
  // The timed jobs start in worker 1 alone, and with them the warning of a missing web app.
  expect(log.split('No built web app').length - 1).toBe(1)

  // A worker that dies is logged and replaced; the port keeps answering meanwhile.
  const pid = Number(/Started worker 2 of 2 \(pid (\d+)\)/.exec(log)![1])
  process.kill(pid, 'SIGKILL')
  await expect.poll(() => serving.log(), { timeout: 60_000 }).toContain(`Worker 2 (pid ${pid}) stopped (SIGKILL); starting another`)
  await expect.poll(() => serving.log().split('"msg":"Vetted is listening').length - 1, { timeout: 60_000 }).toBe(3)
  expect(serving.log().split('"msg":"Started worker 2 of 2').length - 1).toBe(2)
  const after = await Promise.all(Array.from({ length: 20 }, () => fetch(`${serving.base}/api/auth/me`, { headers: { Cookie: cookie, Connection: 'close' } }).then((res) => res.status)))
  expect(after).toEqual(Array(20).fill(200))
  expect(await serving.stop()).toBe(0)
  expect(serving.log()).toContain('Stopping 2 workers')
  expect(serving.log()).not.toContain(PASSWORD)
}, 120_000)

test('npm run restore -- --renew-epoch gives the database a new epoch, and new ids jump past every one handed out', async () => {
  const renewed = await runCommand('api/ops/restore-command.ts', ['--renew-epoch'], env)
  expect(renewed.code).toBe(0)
  expect(renewed.out).toMatch(new RegExp(`^Renewed the PostgreSQL database "${name}" on ${server.host}: new database epoch [0-9a-f]{16} \\(devices will rebuild their copies\\)\\.\\nNew ids jump by 1,000,000`))
  expect(renewed.out).not.toContain(PASSWORD)
  // The identity sequences (ids of rows no device holds) moved on too.
  const db = PostgresDb.connect(databaseUrl)
  const sequence = await db.value<number>("SELECT pg_sequence_last_value(pg_get_serial_sequence('mail_outbox', 'id'))").finally(() => db.close())
  expect(sequence).toBeGreaterThanOrEqual(RESTORE_ID_GAP)

  const serving = await startServe(env)
  const { epoch } = await health(serving.base)
  expect(renewed.out).toContain(`new database epoch ${epoch}`)
  expect(epoch).not.toBe(firstEpoch)
  const id = await createVendor(serving.base, await signIn(serving.base, adminPassword), 'Written After The Renewal')
  expect(id).toBeGreaterThan(firstVendorId + RESTORE_ID_GAP)
  expect(await serving.stop()).toBe(0)
}, 120_000)
