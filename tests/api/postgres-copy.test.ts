// Moving a running Vetted from its SQLite file to PostgreSQL (api/db/copy-to-postgres.ts): what the
// server answered before, it answers after, for visitors, signed-in people and devices, and a copy is
// never made over data. Runs only when TEST_DATABASE_URL names a server (vitest.config.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../api/app'
import { createSession } from '../../api/auth/sessions'
import { defaultConfig } from '../../api/context'
import { openSqliteFile } from '../../api/db/connection'
import { copyToPostgres } from '../../api/db/copy-to-postgres'
import { migrate } from '../../api/db/migrate'
import { PostgresDb } from '../../api/db/postgres-db'
import { ensureAdmin } from '../../api/db/seed/admin'
import { seedDemoCatalog } from '../../api/db/seed/demo'
import { ORIGIN, TEST_SCRYPT_COST, vendorBody } from './harness'
import { createTestDatabase, testDatabaseUrl } from './postgres-test-database'

const config = () => defaultConfig({ scryptCost: TEST_SCRYPT_COST, allowedOrigins: [ORIGIN], log: () => {} })
type App = Awaited<ReturnType<typeof createApp>>
const get = (app: App, path: string, cookie?: string) => request(app).get(path).set('Origin', ORIGIN).set('Cookie', cookie ?? '')
// Contact messages take their ids from the database's own sequence (synced rows reserve theirs: api/db/ids.ts).
const contact = (app: App, message: string) => request(app).post('/api/contact').set('Origin', ORIGIN)
  .send({ name: 'Dana Buyer', email: 'dana@example.com', message })

describe('copying a SQLite database into PostgreSQL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vetted-copy-'))
  const file = join(dir, 'marketplace.db')
  let cookie: string
  let before: { vendor: unknown; health: { epoch: string; feedCursor: string }; favorites: unknown; maxVendorId: number }
  let target: { url: string; drop: () => Promise<void> }
  let slug: string

  beforeAll(async () => {
    const source = openSqliteFile(file)
    await migrate(source)
    await ensureAdmin(source, 'copy-admin-pass-9', TEST_SCRYPT_COST)
    await seedDemoCatalog(source)
    const adminId = (await source.value<number>("SELECT id FROM users WHERE username = 'admin'"))!
    cookie = `vetted_session=${(await createSession(source, config(), adminId)).token}`
    const app = await createApp({ db: source, config: config() })
    slug = ((await get(app, '/api/vendors/featured')).body as { slug: string }[])[0].slug
    const vendorId = (await get(app, `/api/vendors/${slug}`)).body.id as number
    expect((await contact(app, 'Written before the move to PostgreSQL.')).status).toBe(201)
    expect((await request(app).post('/api/favorites').set('Origin', ORIGIN).set('Cookie', cookie).send({ itemType: 'vendor', itemId: vendorId })).status).toBe(201)
    before = {
      vendor: (await get(app, `/api/vendors/${slug}`)).body,
      health: (await get(app, '/api/health')).body,
      favorites: (await get(app, '/api/favorites', cookie)).body,
      maxVendorId: (await source.value<number>('SELECT max(id) FROM vendors'))!,
    }
    await source.close()
    target = await createTestDatabase(testDatabaseUrl()!)
  })
  afterAll(async () => {
    await target.drop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('answers visitors, the signed-in admin and devices as the SQLite server did, and new ids follow the copied ones', async () => {
    const source = openSqliteFile(file)
    const db = PostgresDb.connect(target.url)
    try {
      const counts = await copyToPostgres(source, db)
      expect(counts.rows).toBeGreaterThan(100)
      const app = await createApp({ db, config: config() })
      expect((await get(app, `/api/vendors/${slug}`)).body).toEqual(before.vendor)
      const health = (await get(app, '/api/health')).body
      expect({ epoch: health.epoch, feedCursor: health.feedCursor }).toEqual({ epoch: before.health.epoch, feedCursor: before.health.feedCursor })
      expect((await get(app, '/api/favorites', cookie)).body).toEqual(before.favorites)
      const created = await request(app).post('/api/vendors').set('Origin', ORIGIN).set('Cookie', cookie).send(vendorBody({ name: 'Made After The Move' }))
      expect(created.status).toBe(201)
      expect(created.body.id).toBe(before.maxVendorId + 1)
      expect((await contact(app, 'Written after the move to PostgreSQL.')).status).toBe(201)
      expect((await get(app, '/api/admin/contact-messages', cookie)).body.map((m: { message: string }) => m.message).sort())
        .toEqual(['Written after the move to PostgreSQL.', 'Written before the move to PostgreSQL.'])
    } finally {
      await source.close()
      await db.close()
    }
  })

  it('refuses to copy over a database that holds accounts, and leaves it as it was', async () => {
    const source = openSqliteFile(file)
    const db = PostgresDb.connect(target.url)
    try {
      const vendors = await db.value<number>('SELECT count(*) FROM vendors')
      await expect(copyToPostgres(source, db)).rejects.toThrow('the PostgreSQL database already holds accounts or changes: copy only into a new database')
      expect(await db.value<number>('SELECT count(*) FROM vendors')).toBe(vendors)
      expect(await db.value("SELECT name FROM vendors WHERE name = 'Made After The Move'")).toBe('Made After The Move')
    } finally {
      await source.close()
      await db.close()
    }
  })

  it('copies into a database with no tables yet, migrating it first', async () => {
    const server = PostgresDb.connect(testDatabaseUrl()!)
    const name = `vetted_copy_${Date.now().toString(36)}`
    await server.exec(`CREATE DATABASE ${name}`)
    const url = new URL(testDatabaseUrl()!)
    url.pathname = `/${name}`
    const source = openSqliteFile(file)
    const db = PostgresDb.connect(url.toString())
    try {
      await copyToPostgres(source, db)
      expect(await db.value<number>('SELECT count(*) FROM vendors')).toBe(await source.value<number>('SELECT count(*) FROM vendors'))
      expect(await db.value<number>('SELECT count(*) FROM schema_migrations')).toBe(await source.value<number>('SELECT count(*) FROM schema_migrations'))
    } finally {
      await source.close()
      await db.close()
      await server.exec(`DROP DATABASE ${name} WITH (FORCE)`)
      await server.close()
    }
  })
})
