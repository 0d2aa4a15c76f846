// The seeded administrator never comes back (docs/security.md, "Abuse"): `admin` is created only when
// the database has no administrator, and only once. Otherwise renaming it and restarting with
// ADMIN_PASSWORD set (a value an old deployment script may still carry) created a second `admin`.
import { describe, expect, it } from 'vitest'
import { verifyPassword } from '../../api/auth/passwords'
import { findCredentials } from '../../api/users/users-repo'
import { ensureAdmin } from '../../api/db/seed/admin'
import { makeHarness, TEST_SCRYPT_COST, type Harness } from '../api/harness'

const PASSWORD = 'restart-password-123'
const admins = (h: Harness) => h.db.prepare("SELECT username FROM users WHERE role = 'admin' ORDER BY id").pluck().all() as string[]
/** A database as a first start finds it: migrated, no account at all. */
async function emptyDatabase(): Promise<Harness> {
  const h = await makeHarness()
  h.db.prepare('DELETE FROM sessions').run()
  h.db.prepare('DELETE FROM users').run()
  return h
}

describe('the seeded administrator', () => {
  it('a first start creates `admin`; renamed, it is not created again at the next start', async () => {
    const h = await emptyDatabase()
    expect((await ensureAdmin(h.db, PASSWORD, TEST_SCRYPT_COST)).created).toBe(true)
    expect(admins(h)).toEqual(['admin'])
    h.db.prepare("UPDATE users SET username = 'head-of-it' WHERE username = 'admin'").run()

    expect((await ensureAdmin(h.db, 'another-password-456', TEST_SCRYPT_COST)).created).toBe(false)
    expect(admins(h)).toEqual(['head-of-it'])
    expect(findCredentials(h.db, 'admin')).toBeUndefined()
  })

  it('only once: with every administrator gone, a restart with ADMIN_PASSWORD creates none', async () => {
    const h = await emptyDatabase()
    await ensureAdmin(h.db, PASSWORD, TEST_SCRYPT_COST)
    h.db.prepare("UPDATE users SET role = 'user' WHERE username = 'admin'").run()
    h.db.prepare("UPDATE users SET username = 'former-admin' WHERE username = 'admin'").run()
    expect((await ensureAdmin(h.db, 'another-password-456', TEST_SCRYPT_COST)).created).toBe(false)
    expect(admins(h)).toEqual([])
    expect(findCredentials(h.db, 'admin')).toBeUndefined()
  })

  it('a database that already has an administrator by another name gets no `admin`', async () => {
    const h = await makeHarness() // its administrator is `root`
    expect((await ensureAdmin(h.db, PASSWORD, TEST_SCRYPT_COST)).created).toBe(false)
    expect(admins(h)).toEqual(['root'])
  })

  it('the password of a created `admin` is the one given', async () => {
    const h = await emptyDatabase()
    await ensureAdmin(h.db, PASSWORD, TEST_SCRYPT_COST)
    expect(await verifyPassword(PASSWORD, findCredentials(h.db, 'admin')!.passwordHash)).toBe(true)
  })
})
