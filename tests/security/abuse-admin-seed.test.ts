// The seeded administrator never comes back (docs/security.md, "Abuse"): `admin` is created only when
// the database has no administrator, and only once. Otherwise renaming it and restarting with
// ADMIN_PASSWORD set (a value an old deployment script may still carry) created a second `admin`.
import { describe, expect, it } from 'vitest'
import { verifyPassword } from '../../api/auth/passwords'
import { findCredentials } from '../../api/users/users-repo'
import { ensureAdmin } from '../../api/db/seed/admin'
import { makeHarness, TEST_SCRYPT_COST, type Harness } from '../api/harness'

const PASSWORD = 'restart-password-123'
const admins = async (h: Harness) => await h.db.values<string>("SELECT username FROM users WHERE role = 'admin' ORDER BY id")
/** A database as a first start finds it: migrated, no account at all. */
async function emptyDatabase(): Promise<Harness> {
  const h = await makeHarness()
  await h.db.run('DELETE FROM sessions')
  await h.db.run('DELETE FROM users')
  return h
}

describe('the seeded administrator', () => {
  it('a first start creates `admin`; renamed, it is not created again at the next start', async () => {
    const h = await emptyDatabase()
    expect((await ensureAdmin(h.db, PASSWORD, TEST_SCRYPT_COST)).created).toBe(true)
    expect(await admins(h)).toEqual(['admin'])
    await h.db.run("UPDATE users SET username = 'head-of-it' WHERE username = 'admin'")

    expect((await ensureAdmin(h.db, 'another-password-456', TEST_SCRYPT_COST)).created).toBe(false)
    expect(await admins(h)).toEqual(['head-of-it'])
    expect(await findCredentials(h.db, 'admin')).toBeUndefined()
  })

  it('only once: with every administrator gone, a restart with ADMIN_PASSWORD creates none', async () => {
    const h = await emptyDatabase()
    await ensureAdmin(h.db, PASSWORD, TEST_SCRYPT_COST)
    await h.db.run("UPDATE users SET role = 'user' WHERE username = 'admin'")
    await h.db.run("UPDATE users SET username = 'former-admin' WHERE username = 'admin'")
    expect((await ensureAdmin(h.db, 'another-password-456', TEST_SCRYPT_COST)).created).toBe(false)
    expect(await admins(h)).toEqual([])
    expect(await findCredentials(h.db, 'admin')).toBeUndefined()
  })

  it('a database that already has an administrator by another name gets no `admin`', async () => {
    const h = await makeHarness() // its administrator is `root`
    expect((await ensureAdmin(h.db, PASSWORD, TEST_SCRYPT_COST)).created).toBe(false)
    expect(await admins(h)).toEqual(['root'])
  })

  it('the password of a created `admin` is the one given', async () => {
    const h = await emptyDatabase()
    await ensureAdmin(h.db, PASSWORD, TEST_SCRYPT_COST)
    expect(await verifyPassword(PASSWORD, (await findCredentials(h.db, 'admin'))!.passwordHash)).toBe(true)
  })
})
