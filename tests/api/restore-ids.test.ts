// A restore never hands out again an id the database it replaced gave (docs/sync.md, "Versions and the
// change feed"). A device may still hold a queued PATCH or DELETE for a row created after the backup;
// after the restore that call must answer 404, never reach a new row that took the same id.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../api/app'
import { hashPassword } from '../../api/auth/passwords'
import { createSession } from '../../api/auth/sessions'
import { defaultConfig } from '../../api/context'
import { backupDatabase, restoreDatabase } from '../../api/db/backup'
import { openDatabase, type Db } from '../../api/db/connection'
import { migrate } from '../../api/db/migrate'
import { insertRow } from '../../api/db/repo'
import { seedReferenceData } from '../../api/db/seed/demo'
import { continueIdsAfter, RESTORE_ID_GAP } from '../../api/db/restore-ids'
import { usersTable } from '../../api/db/tables'
import { addVendor } from './buyer-fixtures'
import { makeHarness, ORIGIN, TEST_SCRYPT_COST, vendorBody, type Harness } from './harness'

const config = defaultConfig({ scryptCost: TEST_SCRYPT_COST, allowedOrigins: [ORIGIN], log: () => {} })

/** The admin's API over `db`, with a session stored in it (so a backup carries the session too). */
async function adminApi(db: Db, cookie: string) {
  const app = await createApp({ db, config })
  return (method: 'post' | 'patch' | 'delete' | 'get', path: string) => request(app)[method](path).set('Origin', ORIGIN).set('Cookie', cookie)
}

/** A database at `path` with an admin (and its session cookie) and one vendor, backed up into `backup`. */
async function databaseWithBackup(dir: string) {
  const path = join(dir, 'vetted.db')
  const backup = join(dir, 'backup.db')
  const db = openDatabase(path)
  await migrate(db)
  await seedReferenceData(db)
  const passwordHash = await hashPassword('restore-pass-123', TEST_SCRYPT_COST)
  const admin = await db.transaction(async (tx) => await insertRow(tx, usersTable, {
      username: 'restorer', email: 'restorer@example.com', passwordHash, firstName: null, lastName: null, role: 'admin', isActive: true,
      createdAt: new Date().toISOString(),
    }))
  const cookie = `vetted_session=${(await createSession(db, config, admin.id)).token}`
  const api = await adminApi(db, cookie)
  expect((await api('post', '/api/vendors').send(vendorBody({ name: 'Before The Backup' }))).status).toBe(201)
  await backupDatabase(db, backup)

  // Rows created after the backup: the restore takes them away, and a device may still have edits of them queued.
  const afterBackup: { id: number; version: number }[] = []
  for (const name of ['After Backup A', 'After Backup B', 'After Backup C']) {
    const created = await api('post', '/api/vendors').send(vendorBody({ name }))
    expect(created.status).toBe(201)
    afterBackup.push({ id: created.body.id, version: created.body.version })
  }
  // The newest of them deleted: its id is no longer any row's MAX(id), only the replaced database's mark knows it.
  expect((await api('delete', `/api/vendors/${afterBackup[2].id}`)).status).toBe(204)
  await db.close()
  return { path, backup, cookie, afterBackup }
}

/** After the restore: a new vendor, then the queued edit and delete of each vendor created after the backup. */
async function expectNoIdHandedOutAgain(db: Db, cookie: string, afterBackup: { id: number; version: number }[]) {
  const api = await adminApi(db, cookie)
  const created = await api('post', '/api/vendors').send(vendorBody({ name: 'After The Restore' }))
  expect(created.status).toBe(201)
  expect(afterBackup.map((v) => v.id)).not.toContain(created.body.id)
  expect(created.body.id).toBeGreaterThan(Math.max(...afterBackup.map((v) => v.id)))

  for (const queued of afterBackup) {
    const edit = await api('patch', `/api/vendors/${queued.id}`).set('If-Match', `"${queued.version}"`).send({ description: 'A queued edit' })
    expect(edit.status).toBe(404)
    expect((await api('delete', `/api/vendors/${queued.id}`).set('If-Match', `"${queued.version}"`)).status).toBe(404)
  }
  const stillThere = await api('get', `/api/vendors/${created.body.slug}`)
  expect(stillThere.status).toBe(200)
  expect(stillThere.body).toMatchObject({ id: created.body.id, name: 'After The Restore', description: created.body.description })
  return created.body.id as number
}

describe('ids after a restore', () => {
  it('continue after every id the replaced database handed out, so a queued edit of a row made after the backup answers 404', async () => {
    const { path, backup, cookie, afterBackup } = await databaseWithBackup(mkdtempSync(join(tmpdir(), 'vetted-restore-ids-')))
    const { replaced, idGap } = await restoreDatabase(backup, path)
    expect({ replaced: replaced !== null, idGap }).toEqual({ replaced: true, idGap: false })
    const db = openDatabase(path)
    try {
      const id = await expectNoIdHandedOutAgain(db, cookie, afterBackup)
      expect(id).toBe(afterBackup[2].id + 1) // the replaced database's marks, not a gap: it could be read
    } finally {
      await db.close()
    }
  })

  it('leave a wide gap when the replaced database is missing or cannot be read', async () => {
    for (const replacedBy of ['missing', 'unreadable'] as const) {
      const dir = mkdtempSync(join(tmpdir(), 'vetted-restore-ids-'))
      const { backup, cookie, afterBackup } = await databaseWithBackup(dir)
      const target = join(dir, 'elsewhere.db') // a new machine: the database the backup replaces is not at hand
      if (replacedBy === 'unreadable') writeFileSync(target, 'SQLite format 3\0 but cut short')
      expect((await restoreDatabase(backup, target)).idGap).toBe(true)
      const db = openDatabase(target)
      try {
        const id = await expectNoIdHandedOutAgain(db, cookie, afterBackup)
        expect(id, replacedBy).toBeGreaterThanOrEqual(RESTORE_ID_GAP)
      } finally {
        await db.close()
      }
    }
  })
})

describe('the id marks of a restored database, on the engine the server runs on', () => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness()
  })
  const markOf = async (table: string) => await h.db.value<number>('SELECT last_id FROM id_high_water WHERE tbl = ?', table)

  it('continue after the replaced database\'s ids, or after its own rows by a wide gap when those are unknown', async () => {
    const vendor = await addVendor(h.db)
    await continueIdsAfter(h.db, new Map([['vendors', vendor.id + 10]]))
    expect(await markOf('vendors')).toBe(vendor.id + 10)
    await continueIdsAfter(h.db, null)
    expect(await markOf('vendors')).toBe(vendor.id + 10 + RESTORE_ID_GAP)
  })
})
