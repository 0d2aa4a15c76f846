// Backups and restores as an operator runs them (`npm run backup`, `npm run restore`) against the real
// server process, and what a device that had synced past the backup sees afterwards: the restore gives
// the database a new epoch, so the device's cursor answers 410 and its copy is rebuilt, equal to the
// server's, with its queued edit kept (docs/sync.md, README "Operating").
import Database from 'better-sqlite3'
import { execFile } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { FetchLike } from '../../web/sync/base/api-client'
import { openVettedDb } from '../../web/db/db'
import { updateLocal } from '../../web/sync/push/local-writes'
import { pull } from '../../web/sync/pull/pull'
import { startServer, type ServerProcess } from '../e2e/faults/server-process'
import { signInAdmin, type AdminClient } from '../api/server-client'

const run = promisify(execFile)
let server: ServerProcess
let admin: AdminClient

/** An npm script's command (as package.json runs it) against this server's database. */
const command = (script: 'backup' | 'restore', file: string) =>
  run(process.execPath, ['--import', 'tsx', `api/ops/${script}-command.ts`, file], { env: { ...process.env, DATABASE_PATH: server.databasePath } }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: err.stdout + err.stderr }),
  )

const vendorNames = (file: string) => {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return { names: new Set(db.prepare('SELECT name FROM vendors').pluck().all() as string[]), integrity: db.pragma('integrity_check', { simple: true }) }
  } finally {
    db.close()
  }
}

beforeAll(async () => {
  server = await startServer({ name: 'backup-restore', webDist: 'dist/no-web' })
  admin = await signInAdmin(server)
}, 60_000)
afterAll(async () => await server?.kill())

test('a backup taken while writes go on opens, is intact and holds every write acknowledged before it started; a restore makes devices rebuild', async () => {
  const acknowledged: { name: string; at: number }[] = []
  for (let i = 0; i < 10; i++) {
    const name = `Before Backup ${i}`
    expect(await admin.createVendor(name)).toBe(201)
    acknowledged.push({ name, at: performance.now() })
  }
  // Writes keep landing while the backup runs.
  let writing = true
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const name = `During Backup ${i}`
      if ((await admin.createVendor(name)) === 201) acknowledged.push({ name, at: performance.now() })
    }
  })()
  await new Promise((r) => setTimeout(r, 100))
  const backupFile = `${server.databasePath}.backup`
  const startedAt = performance.now()
  const backup = await command('backup', backupFile)
  writing = false
  await writer
  expect(backup.code, backup.out).toBe(0)
  const copy = vendorNames(backupFile)
  expect(copy.integrity).toBe('ok')
  const before = acknowledged.filter((w) => w.at < startedAt).map((w) => w.name)
  expect(before.length).toBeGreaterThan(10)
  expect(before.filter((name) => !copy.names.has(name))).toEqual([])

  // A device syncs, then writes land after the backup and the device syncs them too.
  const fetchImpl: FetchLike = (path, init) => fetch(admin.base + path, init)
  const device = openVettedDb(`backup-restore-${process.pid}`)
  await pull(device, { fetchImpl })
  for (const name of ['After Backup A', 'After Backup B']) expect(await admin.createVendor(name)).toBe(201)
  expect((await pull(device, { fetchImpl })).rows).toBeGreaterThanOrEqual(2)
  const named = async (name: string) => device.vendors.filter((v) => v.name === name).first()
  expect(await named('After Backup A')).toBeDefined()
  const kept = (await named('Before Backup 0'))!
  await updateLocal(device, 'vendor', kept.id, { description: 'Queued on the device' })

  // The restore refuses while the server runs, and refuses a file that is not a Vetted database.
  expect(await command('restore', backupFile)).toMatchObject({ code: 1, out: expect.stringMatching(/in use: stop the server/) })
  const notVetted = `${server.databasePath}.txt`
  writeFileSync(notVetted, 'hello')
  expect(await command('restore', notVetted)).toMatchObject({ code: 1, out: expect.stringMatching(/is not a Vetted database/) })
  await server.kill('SIGTERM')
  const restored = await command('restore', backupFile)
  expect(restored.code, restored.out).toBe(0)
  expect(restored.out).toMatch(/new database epoch [0-9a-f]{16}/)
  await server.restart()
  admin = await signInAdmin(server)

  // New writes take the restored database's versions past the device's cursor, under the same numbers
  // the device already saw: without the epoch, its cursor would look current and miss them.
  const deviceVersion = Number(String((await device.meta.get('cursor'))?.value).split('.')[1])
  for (let i = 0; server.query<{ version: number }>('SELECT version FROM sync_state')[0].version <= deviceVersion; i++) {
    expect(await admin.createVendor(`After Restore ${i}`)).toBe(201)
  }
  const result = await pull(device, { fetchImpl })
  expect(result.rebuilt).toBe(true)
  const serverVendors = server.query<{ id: number; name: string; version: number }>('SELECT id, name, version FROM vendors ORDER BY id')
  const local = (await device.vendors.toArray()).map((v) => ({ id: v.id, name: v.name, version: v.version })).sort((a, b) => a.id - b.id)
  expect(local.map((v) => v.name)).not.toContain('After Backup A')
  expect(local.map((v) => v.name)).toContain('After Restore 0')
  expect(local.filter((v) => v.id !== kept.id)).toEqual(serverVendors.filter((v) => v.id !== kept.id))
  expect((await device.vendors.get(kept.id))?.description).toBe('Queued on the device')
  expect(await device.outbox.count()).toBe(1)
}, 90_000)
