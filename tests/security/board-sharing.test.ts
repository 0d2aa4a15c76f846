// Shared evaluation boards are found by an unguessable, revocable token, never by their sequential id
// (ASVS 5.0 V8.2.2, V8.2.3, V11.5.1, V14.2.6): sharing gives the board a random 128-bit
// base64url `shareToken`; GET /api/boards/shared/{token} answers the board without its owner or ids;
// turning sharing off revokes the token; someone else's board by id is 404 even when shared.
// docs/security.md lists this test.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../api/db/connection'
import { migrate } from '../../api/db/migrate'
import type { Change } from '../../sync/protocol/changes'
import { addVendor } from '../api/buyer-fixtures'
import { makeHarness, type Harness } from '../api/harness'

const TOKEN = /^[A-Za-z0-9_-]{22}$/

let h: Harness
let other: { id: number; cookie: string }
beforeAll(async () => {
  h = await makeHarness()
  other = await h.addUser('sharing-other')
})

const asOther = (method: 'get' | 'post' | 'patch', path: string) => h.call(method, path, other.cookie)
const createBoard = async (body: Record<string, unknown>) => {
  const res = await h.member('post', '/api/boards').send(body)
  expect(res.status, res.text).toBe(201)
  return res.body as Record<string, unknown> & { id: number; shareToken: string | null }
}
const setShared = async (id: number, shared: boolean) => {
  const res = await h.member('patch', `/api/boards/${id}`).send({ shared })
  expect(res.status, res.text).toBe(200)
  return res.body as { id: number; shared: boolean; shareToken: string | null; sharedAt: string | null; updatedAt: string }
}

describe('board sharing by token', () => {
  it('gives a shared board a random 128-bit base64url token, and a private board none', async () => {
    const shared = await createBoard({ name: 'Token board', shared: true })
    expect(shared.shareToken).toMatch(TOKEN)
    expect(Buffer.from(shared.shareToken!, 'base64url')).toHaveLength(16)
    expect((await createBoard({ name: 'No token' })).shareToken).toBeNull()
    const tokens = new Set<string>()
    for (let i = 0; i < 20; i++) tokens.add((await createBoard({ name: `Many ${i}`, shared: true })).shareToken!)
    expect(tokens.size).toBe(20)
  })

  it("reads a shared board by its token for anyone, read-only, saying when it was shared and by whose display name, with no owner id, account, id, version or token in it", async () => {
    const vendor = await addVendor(h.db)
    const board = await createBoard({ name: 'Team pick', items: [{ itemId: vendor.id }], weights: { security: 8 }, notes: 'Short list', shared: true })
    for (const read of [h.anon('get', `/api/boards/shared/${board.shareToken}`), asOther('get', `/api/boards/shared/${board.shareToken}`)]) {
      const res = await read
      expect(res.status).toBe(200)
      expect(res.body).toEqual({
        name: 'Team pick', type: 'vendor', items: [{ itemId: vendor.id }], weights: { security: 8 }, notes: 'Short list',
        updatedAt: board.updatedAt, sharedAt: board.sharedAt, sharedBy: 'member', readOnly: true,
      })
      expect(board.sharedAt).toBe(board.createdAt)
      expect(res.headers['cache-control']).toBe('no-store')
    }
  })

  it("answers 404 for someone else's board by id, shared or not, and for the owner's own board by id the whole board", async () => {
    const board = await createBoard({ name: 'By id', shared: true })
    expect((await h.anon('get', `/api/boards/${board.id}`)).status).toBe(404)
    expect((await asOther('get', `/api/boards/${board.id}`)).status).toBe(404)
    expect((await asOther('post', `/api/boards/${board.id}/duplicate`).send({})).status).toBe(404)
    const own = await h.member('get', `/api/boards/${board.id}`)
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ id: board.id, userId: h.ids.member, shareToken: board.shareToken, readOnly: false })
  })

  it('revokes the token when sharing is turned off, and gives a new one when it is turned on again', async () => {
    const board = await createBoard({ name: 'Revocable', shared: true })
    const first = board.shareToken!
    expect((await h.anon('get', `/api/boards/shared/${first}`)).status).toBe(200)
    const off = await setShared(board.id, false)
    expect(off.shareToken).toBeNull()
    expect(off.sharedAt).toBeNull()
    expect((await h.anon('get', `/api/boards/shared/${first}`)).status).toBe(404)
    const on = await setShared(board.id, true)
    expect(on.shareToken).toMatch(TOKEN)
    expect(on.shareToken).not.toBe(first)
    expect((await h.anon('get', `/api/boards/shared/${first}`)).status).toBe(404)
    expect((await h.anon('get', `/api/boards/shared/${on.shareToken}`)).status).toBe(200)
    // Edits that leave sharing on keep the link working.
    const renamed = await h.member('patch', `/api/boards/${board.id}`).send({ name: 'Renamed', shared: true })
    expect(renamed.body.shareToken).toBe(on.shareToken)
    expect((await h.anon('get', `/api/boards/shared/${on.shareToken}`)).body.name).toBe('Renamed')
    // It was shared when sharing turned on again; an edit that leaves it on keeps that time.
    expect(on.sharedAt).toBe(on.updatedAt)
    expect(renamed.body.sharedAt).toBe(on.sharedAt)
    expect((await h.member('patch', `/api/boards/${board.id}`).send({ sharedAt: '2000-01-01T00:00:00.000Z' })).body.sharedAt).toBe(on.sharedAt)
  })

  it('never lets a client choose the token', async () => {
    const chosen = 'A'.repeat(22)
    const board = await createBoard({ name: 'Chosen', shared: true, shareToken: chosen })
    expect(board.shareToken).not.toBe(chosen)
    const patched = await h.member('patch', `/api/boards/${board.id}`).send({ shareToken: chosen })
    expect(patched.body.shareToken).toBe(board.shareToken)
    expect((await h.anon('get', `/api/boards/shared/${chosen}`)).status).toBe(404)
  })

  it('answers 404 for unknown, malformed and deleted boards’ tokens', async () => {
    const board = await createBoard({ name: 'Gone soon', shared: true })
    expect((await h.member('delete', `/api/boards/${board.id}`)).status).toBe(204)
    for (const token of [board.shareToken, 'B'.repeat(22), 'short', '%00', 'a'.repeat(300), String(board.id)]) {
      expect((await h.anon('get', `/api/boards/shared/${token}`)).status, token!).toBe(404)
    }
  })

  it('copies a shared board into the caller’s boards by token (201), private and without the token', async () => {
    const vendor = await addVendor(h.db)
    const board = await createBoard({ name: 'Copy me', items: [{ itemId: vendor.id }], shared: true })
    expect((await h.anon('post', `/api/boards/shared/${board.shareToken}/duplicate`).send({})).status).toBe(401)
    const copy = await asOther('post', `/api/boards/shared/${board.shareToken}/duplicate`).send({})
    expect(copy.status).toBe(201)
    expect(copy.body).toMatchObject({ name: 'Copy of Copy me', userId: other.id, items: [{ itemId: vendor.id }], shared: false, shareToken: null })
    await setShared(board.id, false)
    expect((await asOther('post', `/api/boards/shared/${board.shareToken}/duplicate`).send({})).status).toBe(404)
  })

  it("sends the token in the owner's own change feed only", async () => {
    const board = await createBoard({ name: 'In the feed', shared: true })
    const feed = async (cookie?: string) =>
      (await h.call('get', '/api/sync/changes?since=0&limit=5000', cookie)).body.changes as Change[]
    const mine = (await feed(h.cookies.member)).find((c) => c.entity === 'board' && c.id === board.id)
    expect(mine?.data).toMatchObject({ shareToken: board.shareToken, shared: true })
    for (const changes of [await feed(other.cookie), await feed()]) {
      expect(changes.some((c) => c.entity === 'board' && c.id === board.id)).toBe(false)
      expect(JSON.stringify(changes)).not.toContain(board.shareToken)
    }
  })
})

describe('migration 004: boards shared before tokens existed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vetted-share-migration-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('gives each shared board a token and a new version in the change feed, so its owner sees the link', async () => {
    const all = join(fileURLToPath(new URL('../../api/db/migrations', import.meta.url)))
    const before = join(dir, 'before')
    mkdirSync(before)
    for (const file of readdirSync(all).filter((f) => /^00[1-3]_/.test(f))) copyFileSync(join(all, file), join(before, file))
    const db = openDatabase(join(dir, 'old.db'))
    try {
      await migrate(db, before)
      const now = new Date().toISOString()
      await db.run("INSERT INTO users (id, username, email, password_hash, role, is_active, created_at, version) VALUES (1, 'u', 'u@example.com', 'x', 'user', 1, ?, 1)", now)
      const board = 'INSERT INTO boards (id, user_id, name, shared, created_at, updated_at, version) VALUES (?, 1, ?, ?, ?, ?, ?)'
      await db.run(board, 1, 'Shared', 1, now, now, 2)
      await db.run(board, 2, 'Private', 0, now, now, 3)
      await db.run(board, 3, 'Shared too', 1, now, now, 4)
      await db.run("UPDATE sync_state SET version = 4 WHERE id = 1")
      for (const id of [1, 2, 3]) await db.run("INSERT INTO change_log (version, entity, entity_id, op, owner_id, changed_at) VALUES (?, 'board', ?, 'put', 1, ?)", id + 1, id, now)

      expect(await migrate(db)).toEqual(readdirSync(all).filter((f) => /^\d+_.+\.sql$/.test(f) && !/^00[1-3]_/.test(f)).sort())
      const rows = await db.all<{ id: number; token: string | null; version: number }>('SELECT id, share_token AS token, version FROM boards ORDER BY id')
      expect(rows[0].token).toMatch(TOKEN)
      expect(rows[2].token).toMatch(TOKEN)
      expect(rows[0].token).not.toBe(rows[2].token)
      expect(rows[1]).toEqual({ id: 2, token: null, version: 3 })
      expect(rows[0].version).toBeGreaterThan(4)
      expect(rows[2].version).toBeGreaterThan(4)
      expect(await db.value('SELECT version FROM sync_state')).toBe(Math.max(rows[0].version, rows[2].version))
      const log = await db.all("SELECT entity_id, version, owner_id FROM change_log WHERE entity = 'board' ORDER BY entity_id")
      expect(log).toEqual([
        { entity_id: 1, version: rows[0].version, owner_id: 1 },
        { entity_id: 2, version: 3, owner_id: 1 },
        { entity_id: 3, version: rows[2].version, owner_id: 1 },
      ])
    } finally {
      await db.close()
    }
  })
})
