// Idempotency-Key rows cannot be used to store data on the server (docs/security.md, "Abuse"): no row
// for an anonymous call or a counter, the route's template stored instead of the URL (no query, no
// shared-board token), and at most MAX_KEYS_PER_USER rows per account, the oldest going first.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../api/db/connection'
import { migrate } from '../../api/db/migrate'
import { sqliteOf } from '../../api/db/sqlite-db'
import { MAX_KEYS_PER_USER } from '../../api/middleware/idempotency'
import { makeHarness, vendorBody, type Harness } from '../api/harness'

const MIGRATIONS = fileURLToPath(new URL('../../api/db/migrations', import.meta.url))
let h: Harness
let vendorId: number
const rows = async () => await h.db.all<{ userKey: string; idemKey: string; method: string; path: string }>('SELECT user_key AS "userKey", idem_key AS "idemKey", method, path FROM idempotency_keys ORDER BY created_at, idem_key')
const rowsOf = async (userKey: string) => (await rows()).filter((r) => r.userKey === userKey)
const everything = async () => JSON.stringify(await h.db.all('SELECT * FROM idempotency_keys'))

beforeAll(async () => {
  h = await makeHarness()
  vendorId = (await h.admin('post', '/api/vendors').send(vendorBody()).expect(201)).body.id
})

describe('no rows anyone can make for free', () => {
  it('an anonymous call with a new key each time stores nothing, however long its URL', async () => {
    const post = (await h.admin('post', '/api/blog/posts').send({ title: 'Counted', content: '<p>x</p>', published: true }).expect(201)).body as { id: number }
    const pad = 'p'.repeat(15_000)
    for (let i = 0; i < 5; i++) {
      const res = await h.anon('post', `/api/blog/posts/${post.id}/view?pad=${pad}`).set('Idempotency-Key', `anon-view-${i}`).send({})
      expect(res.status).toBe(204)
    }
    await h.anon('post', '/api/contact').set('Idempotency-Key', 'anon-contact-1')
      .send({ name: 'Dana Buyer', email: 'dana@example.com', subject: 'Hello', message: 'A message long enough.' }).expect(201)
    expect(await rowsOf('anon')).toEqual([])
    expect(await everything()).not.toContain(pad)
  })

  it('a signed-in visitor\'s counters store nothing either', async () => {
    const resource = (await h.admin('post', '/api/resources').send({ title: 'Guide', type: 'guide', content: '<p>x</p>', published: true })).body as { id: number }
    const post = (await h.anon('get', '/api/blog/posts').expect(200)).body[0] as { id: number }
    await h.member('post', `/api/blog/posts/${post.id}/view`).set('Idempotency-Key', 'member-view-1').send({}).expect(204)
    await h.member('post', `/api/resources/${resource.id}/download`).set('Idempotency-Key', 'member-download-1').send({})
    expect((await rowsOf(`u:${h.ids.member}`)).map((r) => r.idemKey)).toEqual([])
  })
})

describe('what a row keeps', () => {
  it('the route\'s template, never the URL: no query string and no shared-board token', async () => {
    const shared = (await h.admin('post', '/api/boards').send({ name: 'Shared list', shared: true }).expect(201)).body as { shareToken: string }
    await h.member('post', `/api/boards/shared/${shared.shareToken}/duplicate?note=${'n'.repeat(2000)}`).set('Idempotency-Key', 'dup-1').send({}).expect(201)
    await h.member('post', '/api/favorites?x=1').set('Idempotency-Key', 'fav-1').send({ itemType: 'vendor', itemId: vendorId }).expect(201)
    const mine = await rowsOf(`u:${h.ids.member}`)
    expect(mine.map((r) => [r.idemKey, r.method, r.path])).toEqual([
      ['dup-1', 'POST', '/api/boards/shared/:token/duplicate'],
      ['fav-1', 'POST', '/api/favorites'],
    ])
    expect(await everything()).not.toContain(shared.shareToken)
    // The key still replays its answer.
    const again = await h.member('post', '/api/favorites?x=1').set('Idempotency-Key', 'fav-1').send({ itemType: 'vendor', itemId: vendorId })
    expect(again.headers['idempotent-replayed']).toBe('true')
  })
})

describe('rows per account', () => {
  it(`at most ${MAX_KEYS_PER_USER.toLocaleString('en')} per account: a new one takes the place of the oldest`, async () => {
    const { id, cookie } = await h.addUser('busy-client')
    const insert = `INSERT INTO idempotency_keys (user_key, idem_key, method, path, request_hash, status, response, created_at)
      VALUES (?, ?, 'POST', '/api/favorites', 'x', 201, '{}', ?)`
    const start = Date.now() - 60_000
    await h.db.transaction(async (tx) => {
      for (let i = 0; i < MAX_KEYS_PER_USER; i++) await tx.run(insert, `u:${id}`, `old-${String(i).padStart(5, '0')}`, start + i)
    })
    await h.call('post', '/api/favorites', cookie).set('Idempotency-Key', 'newest').send({ itemType: 'vendor', itemId: vendorId }).expect(201)
    const kept = (await rowsOf(`u:${id}`)).map((r) => r.idemKey)
    expect(kept.length).toBe(MAX_KEYS_PER_USER)
    expect(kept).toContain('newest')
    expect(kept).not.toContain('old-00000')
    expect(kept).toContain('old-00001')
    // Other accounts keep theirs.
    expect((await rowsOf(`u:${h.ids.member}`)).length).toBe(2)
  })
})

describe('rows stored before these rules', () => {
  it('migration 009 drops anonymous and counter rows and takes the query strings and board tokens out of the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vetted-idem-'))
    const older = join(dir, 'migrations')
    mkdirSync(older)
    for (const file of readdirSync(MIGRATIONS)) if (file < '009') copyFileSync(join(MIGRATIONS, file), join(older, file))
    const db = openDatabase(join(dir, 'old.db'))
    try {
      await migrate(db, older)
      const insert = `INSERT INTO idempotency_keys (user_key, idem_key, method, path, request_hash, status, response, created_at)
        VALUES (?, ?, 'POST', ?, 'x', 201, '{}', 0)`
      await db.run(insert, 'anon', 'a', '/api/contact')
      await db.run(insert, 'u:1', 'b', '/api/blog/posts/7/view?pad=ppp')
      await db.run(insert, 'u:1', 'c', '/api/boards/shared/SeCrEtToKeN/duplicate')
      await db.run(insert, 'u:1', 'd', '/api/favorites?x=1')
      await db.run(insert, 'u:1', 'e', '/api/cart/lines')
      await migrate(db)
      expect(sqliteOf(db).prepare('SELECT idem_key, path FROM idempotency_keys ORDER BY idem_key').raw().all()).toEqual([
        ['c', '/api/boards/shared/:token/duplicate'],
        ['d', '/api/favorites'],
        ['e', '/api/cart/lines'],
      ])
    } finally {
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
