// A real app on a real SQLite file per test file (a fresh PostgreSQL database when TEST_DATABASE_URL is
// set), with an admin and a member whose sessions are ready to use, and request helpers that send the
// same-origin headers a browser would.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll } from 'vitest'
import { createApp } from '../../api/app'
import { hashPassword } from '../../api/auth/passwords'
import { createSession } from '../../api/auth/sessions'
import { defaultConfig, type Config } from '../../api/context'
import { openDatabase, type Db } from '../../api/db/connection'
import { migrate } from '../../api/db/migrate'
import { insertRow } from '../../api/db/repo'
import { seedReferenceData } from '../../api/db/seed/demo'
import { mailsInFolder } from '../../api/mail/mailer'
import { usersTable } from '../../api/db/tables'
import { createTestDatabase, testDatabaseUrl } from './postgres-test-database'

export const ORIGIN = 'http://vetted.test'
/** Cheap scrypt for tests; production uses 2^17. The hash records its cost, so verification is the same code. */
export const TEST_SCRYPT_COST = 2 ** 10
export const PASSWORDS = { admin: 'admin-pass-123', member: 'member-pass-123' }

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export interface Harness {
  app: Awaited<ReturnType<typeof createApp>>
  db: Db
  /** The database's file, or its URL on PostgreSQL, for a second connection to it (a restart, another process). */
  dbPath: string
  config: Config
  ids: { admin: number; member: number }
  cookies: { admin: string; member: string }
  /** A request as an anonymous visitor, or with the given session cookie. */
  call: (method: Method, path: string, cookie?: string) => request.Test
  admin: (method: Method, path: string) => request.Test
  member: (method: Method, path: string) => request.Test
  anon: (method: Method, path: string) => request.Test
  /** Every message mailed so far, in full, oldest first (the MAIL_DIR folder). */
  mailText: () => string
  /** A new user with a session; returns its id and cookie. */
  addUser: (username: string, role?: 'user' | 'admin') => Promise<{ id: number; cookie: string }>
}

export async function makeHarness(overrides: Partial<Config> = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'vetted-test-'))
  const server = testDatabaseUrl()
  const postgres = server ? await createTestDatabase(server) : undefined
  const dbPath = postgres?.url ?? join(dir, 'test.db')
  const db = openDatabase(dbPath)
  await migrate(db)
  await seedReferenceData(db)
  const config = defaultConfig({ scryptCost: TEST_SCRYPT_COST, allowedOrigins: [ORIGIN], log: () => {}, mailDir: join(dir, 'mail'), filesDir: postgres ? dir : null, ...overrides })
  const app = await createApp({ db, config })
  afterAll(async () => {
    await db.close()
    await postgres?.drop()
    rmSync(dir, { recursive: true, force: true })
  })

  const addUser = async (username: string, role: 'user' | 'admin' = 'user', password = `${username}-pass-123`) => {
    const passwordHash = await hashPassword(password, TEST_SCRYPT_COST)
    const user = await db.transaction(async (tx) => await insertRow(tx, usersTable, {
        username, email: `${username}@example.com`, passwordHash, firstName: null, lastName: null, role,
        isActive: true, createdAt: new Date().toISOString(),
      }))
    const { token } = await createSession(db, config, user.id)
    return { id: user.id, cookie: `vetted_session=${token}` }
  }
  const admin = await addUser('root', 'admin', PASSWORDS.admin)
  const member = await addUser('member', 'user', PASSWORDS.member)

  const call = (method: Method, path: string, cookie?: string) => {
    let t = request(app)[method](path).set('Origin', ORIGIN)
    if (cookie) t = t.set('Cookie', cookie)
    return t
  }
  return {
    app, db, dbPath, config, addUser,
    mailText: () => mailsInFolder(config.mailDir!).join('\n'),
    ids: { admin: admin.id, member: member.id },
    cookies: { admin: admin.cookie, member: member.cookie },
    call,
    admin: (m, p) => call(m, p, admin.cookie),
    member: (m, p) => call(m, p, member.cookie),
    anon: (m, p) => call(m, p),
  }
}

/**
 * Another app on the harness's database, through a connection of its own, as a second server process
 * would run it (on PostgreSQL; on SQLite one process is the rule). Closed after the file's tests.
 */
export async function openSecondApp(h: Harness, overrides: Partial<Config> = {}): Promise<{ app: Harness['app']; db: Db; call: Harness['call'] }> {
  const db = openDatabase(h.dbPath)
  const app = await createApp({ db, config: { ...h.config, ...overrides } })
  afterAll(async () => await db.close())
  const call = (method: Method, path: string, cookie?: string) => {
    let t = request(app)[method](path).set('Origin', ORIGIN)
    if (cookie) t = t.set('Cookie', cookie)
    return t
  }
  return { app, db, call }
}

/** A minimal valid vendor body; override what a test cares about. */
export const vendorBody = (over: Record<string, unknown> = {}) => ({
  name: 'Acme Security',
  logoUrl: 'https://example.com/logo.png',
  category: 'security',
  description: 'Endpoint protection for teams',
  securityRating: 4.5, valueRating: 4, supportRating: 4, easeOfUseRating: 3.5, featureRating: 4,
  pricingModel: 'Per user',
  ...over,
})
