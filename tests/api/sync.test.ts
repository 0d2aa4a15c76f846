// The change feed as clients see it: paging and cursors, compaction, tombstones, who sees what, 410.
import { beforeAll, describe, expect, it } from 'vitest'
import { databaseEpoch, renewEpoch } from '../../api/db/epoch'
import { insertRow, updateRow } from '../../api/db/repo'
import { blogPostsTable, favoritesTable } from '../../api/db/tables'
import { pruneTombstones } from '../../api/db/versioning'
import type { Change } from '../../sync/protocol/changes'
import { makeHarness, vendorBody, type Harness } from './harness'

let h: Harness
const pull = async (path: string, who: 'anon' | 'member' | 'admin' = 'anon') => {
  const res = await h[who]('get', path)
  expect(res.status).toBe(200)
  return res.body as { changes: Change[]; next: string; hasMore: boolean }
}
const pullAll = async (since: string | number, who: 'anon' | 'member' | 'admin' = 'anon', limit = 1000) => {
  const changes: Change[] = []
  let cursor = since
  for (;;) {
    const page = await pull(`/api/sync/changes?since=${cursor}&limit=${limit}`, who)
    changes.push(...page.changes)
    cursor = page.next
    if (!page.hasMore) return { changes, cursor }
  }
}
const now = () => new Date().toISOString()

beforeAll(async () => {
  h = await makeHarness()
  for (const name of ['Alpha Guard', 'Beta Books', 'Gamma Desk', 'Delta Ops', 'Epsilon HR']) {
    await h.admin('post', '/api/vendors').send(vendorBody({ name }))
  }
})

describe('GET /api/sync/changes', () => {
  it('repeats next, hasMore and the number of changes in headers that match the body', async () => {
    for (const path of ['/api/sync/changes?since=0&limit=3', '/api/sync/changes?since=0&limit=5000']) {
      const res = await h.anon('get', path)
      expect(res.headers['x-sync-next']).toBe(String(res.body.next))
      expect(res.headers['x-sync-has-more']).toBe(String(res.body.hasMore))
      expect(res.headers['x-sync-count']).toBe(String(res.body.changes.length))
    }
  })

  it('pages through everything with a cursor and then has nothing new', async () => {
    const first = await pull('/api/sync/changes?since=0&limit=3')
    expect(first.changes).toHaveLength(3)
    expect(first.hasMore).toBe(true)
    expect(first.next).toBe(`${await databaseEpoch(h.db)}.${first.changes[2].version}`)
    const { changes, cursor } = await pullAll(0, 'anon', 3)
    const vendors = changes.filter((c) => c.entity === 'vendor')
    expect(vendors.map((c) => c.data?.name)).toEqual(['Alpha Guard', 'Beta Books', 'Gamma Desk', 'Delta Ops', 'Epsilon HR'])
    expect(changes.filter((c) => c.entity === 'category')).toHaveLength(7)
    const again = await pull(`/api/sync/changes?since=${cursor}`)
    expect(again).toEqual({ changes: [], next: cursor, hasMore: false })
  })

  it('sends a row changed twice once, at its latest version (compacted log)', async () => {
    const { cursor } = await pullAll(0)
    const vendor = (await h.anon('get', '/api/vendors/alpha-guard')).body
    await h.admin('patch', `/api/vendors/${vendor.id}`).send({ description: 'First edit' })
    const second = await h.admin('patch', `/api/vendors/${vendor.id}`).send({ description: 'Second edit' })
    const { changes } = await pullAll(cursor)
    expect(changes).toEqual([{ entity: 'vendor', id: vendor.id, op: 'put', data: second.body, version: second.body.version }])
  })

  it('sends a tombstone for a deleted row', async () => {
    const { cursor } = await pullAll(0)
    const vendor = (await h.anon('get', '/api/vendors/beta-books')).body
    await h.admin('delete', `/api/vendors/${vendor.id}`)
    const { changes } = await pullAll(cursor)
    expect(changes).toEqual([expect.objectContaining({ entity: 'vendor', id: vendor.id, op: 'delete', data: null })])
  })

  it('sends per-user rows only to their owner, and users only to admins', async () => {
    const { cursor } = await pullAll(0, 'member')
    const vendorId = (await h.anon('get', '/api/vendors/gamma-desk')).body.id
    await h.db.transaction(async (tx) => await insertRow(tx, favoritesTable, { userId: h.ids.member, itemType: 'vendor', itemId: vendorId, createdAt: now() }))
    const mine = (await pullAll(cursor, 'member')).changes
    expect(mine.map((c) => c.entity)).toEqual(['favorite'])
    expect((await pullAll(cursor, 'anon')).changes).toEqual([])
    expect((await pullAll(cursor, 'admin')).changes).toEqual([])
    const everything = (await pullAll(0, 'member')).changes
    expect(everything.some((c) => c.entity === 'user')).toBe(false)
    const asAdmin = (await pullAll(0, 'admin')).changes.filter((c) => c.entity === 'user')
    expect(asAdmin.length).toBeGreaterThanOrEqual(2)
    expect(JSON.stringify(asAdmin)).not.toMatch(/passwordHash|scrypt\$/)
  })

  it('sends drafts to admins; an unpublished post reaches everyone else as a delete, one never published not at all', async () => {
    const { cursor } = await pullAll(0)
    const draft = await h.db.transaction(async (tx) => await insertRow(tx, blogPostsTable, { title: 'Draft', slug: 'draft', content: 'x', published: false, authorName: 'The Vetted Team', tags: [], createdAt: now(), updatedAt: now() }))
    expect((await pullAll(cursor, 'member')).changes).toEqual([])
    expect((await pullAll(cursor, 'admin')).changes).toEqual([expect.objectContaining({ entity: 'blogPost', id: draft.id, op: 'put' })])
    await h.db.transaction(async (tx) => await updateRow(tx, blogPostsTable, draft.id, { published: true }))
    const { cursor: published } = await pullAll(cursor, 'member')
    await h.db.transaction(async (tx) => await updateRow(tx, blogPostsTable, draft.id, { published: false }))
    expect((await pullAll(published, 'member')).changes).toEqual([expect.objectContaining({ entity: 'blogPost', id: draft.id, op: 'delete', data: null })])
  })

  it("scope=account sends only the rows that depend on who is signed in", async () => {
    const member = (await pullAll(0, 'member')).changes
    const account = await pull('/api/sync/changes?since=0&scope=account', 'member')
    expect(account.changes.map((c) => c.entity)).toEqual(['favorite'])
    expect(member.length).toBeGreaterThan(account.changes.length)
    const adminAccount = await pull('/api/sync/changes?since=0&scope=account', 'admin')
    expect(new Set(adminAccount.changes.map((c) => c.entity))).toEqual(new Set(['user', 'blogPost']))
    // Nobody signed in has no account: asked for one, the feed says to sign in (never an empty download).
    expect((await h.anon('get', '/api/sync/changes?since=0&scope=account')).status).toBe(401)
  })

  it('answers 410 for a cursor older than the kept tombstones or from another database', async () => {
    const { cursor } = await pullAll(0)
    await h.db.run("UPDATE change_log SET changed_at = '2000-01-01T00:00:00.000Z' WHERE op = 'delete'")
    expect(await pruneTombstones(h.db, 1000)).toBeGreaterThan(0)
    const epoch = await databaseEpoch(h.db)
    const gone = await h.anon('get', `/api/sync/changes?since=${epoch}.1`)
    expect(gone.status).toBe(410)
    expect(gone.body.message).toMatch(/rebuilt/)
    const version = Number(cursor.split('.')[1])
    expect((await h.anon('get', `/api/sync/changes?since=${epoch}.${version + 1000}`)).status).toBe(410)
    expect((await h.anon('get', '/api/sync/changes?since=0')).status).toBe(200)
    expect((await h.anon('get', `/api/sync/changes?since=${cursor}`)).status).toBe(200)
  })

  it('answers 410 to a cursor of another epoch (a restore) and to a bare number (a copy from before epochs)', async () => {
    const { cursor } = await pullAll(0)
    const version = cursor.split('.')[1]
    expect((await h.anon('get', `/api/sync/changes?since=${version}`)).status).toBe(410)
    expect((await h.anon('get', `/api/sync/changes?since=0123456789abcdef.${version}`)).status).toBe(410)
    await renewEpoch(h.db)
    expect((await h.anon('get', `/api/sync/changes?since=${cursor}`)).status).toBe(410)
    const fresh = await pullAll(0)
    expect(fresh.cursor).toBe(`${await databaseEpoch(h.db)}.${version}`)
    expect(fresh.cursor).not.toBe(cursor)
  })

  it.each([['since=-1'], ['since=1.5'], ['since=0123456789abcdef.x'], [`since=${'9'.repeat(80)}`], ['since=abc'], ['limit=0'], ['limit=99999'], ['scope=everything']])('rejects %s with 400', async (q) => {
    const res = await h.anon('get', `/api/sync/changes?${q}`)
    expect(res.status).toBe(400)
    expect(res.body.message).toBeTruthy()
  })
})
