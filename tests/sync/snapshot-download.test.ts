// A first download that starts from the catalogue snapshot (docs/sync.md, "First download from the
// snapshot") ends with the same copy as one that reads the whole feed: the snapshot's rows, then the
// feed from the snapshot's cursor (later writes, deletes included); an admin's drafts and users come
// from the account download and stay; a 410 on the feed after the snapshot rebuilds from 0.
import { beforeAll, describe, expect, it } from 'vitest'
import { pruneTombstones } from '../../api/db/versioning'
import { feedCursor } from '../../api/sync/cursor'
import { snapshotStore } from '../../api/sync/snapshot-store'
import type { VettedDb } from '../../web/db/db'
import { readCursor } from '../../web/sync/copy/apply-changes'
import type { FetchLike } from '../../web/sync/base/api-client'
import { pull } from '../../web/sync/pull/pull'
import { vendorBody } from '../api/harness'
import { makeSyncHarness, type SyncHarness } from './sync-harness'

let h: SyncHarness
const snapshotReady = async () => await snapshotStore(h.db, 0, () => undefined).settled()
/** The feed cursor of the server's current version: where a device that is up to date stands. */
const serverCursor = async () => await feedCursor(h.db, await h.db.value('SELECT version FROM sync_state') as number)

/** Every request's path, to tell which way the download went. */
function recording(inner: FetchLike, paths: string[]): FetchLike {
  return (path, init) => {
    paths.push(path)
    return inner(path, init)
  }
}

async function catalogue(db: VettedDb) {
  const names = async (rows: Promise<{ id: number; name?: string; title?: string }[]>) => (await rows).map((r) => `${r.id}:${r.name ?? r.title}`).sort()
  return { vendors: await names(db.vendors.toArray()), categories: await names(db.categories.toArray()), posts: await names(db.blogPosts.toArray()) }
}

beforeAll(async () => {
  h = await makeSyncHarness({ catalogueSnapshot: true })
  for (let i = 1; i <= 6; i++) await h.admin('post', '/api/vendors').send(vendorBody({ name: `Snap ${i}` })).expect(201)
  await h.admin('post', '/api/blog/posts').send({ title: 'Out now', content: 'Text', published: true }).expect(201)
  await h.admin('post', '/api/blog/posts').send({ title: 'Draft plans', content: 'Text', published: false }).expect(201)
  await snapshotReady()
})

describe('first download from the snapshot', () => {
  it('the snapshot, then the feed from its cursor: later edits and deletes arrive, same copy as the feed alone', async () => {
    const [kept, gone] = await h.db.values<number>("SELECT id FROM vendors WHERE name IN ('Snap 1', 'Snap 2') ORDER BY name")
    await h.admin('patch', `/api/vendors/${kept}`).send({ name: 'Snap 1 renamed' }).expect(200)
    await h.admin('delete', `/api/vendors/${gone}`).expect(204)
    await h.admin('post', '/api/vendors').send(vendorBody({ name: 'After the snapshot' })).expect(201)

    const paths: string[] = []
    const fromSnapshot = h.newDb()
    await pull(fromSnapshot, { fetchImpl: recording(h.fetchAs(), paths) })
    expect(paths[0]).toBe('/api/sync/snapshot')
    expect(paths[1]).toMatch(/^\/api\/sync\/snapshot\/[\w-]+\.ndjson$/)
    expect(paths.slice(2).every((p) => p.startsWith('/api/sync/changes?since=') && !p.includes('since=0&'))).toBe(true)

    const fromFeed = h.newDb()
    await pull(fromFeed, { fetchImpl: h.fetchAs(), snapshot: false })
    const copy = await catalogue(fromSnapshot)
    expect(copy).toEqual(await catalogue(fromFeed))
    expect(copy.vendors).toContain(`${kept}:Snap 1 renamed`)
    expect(copy.vendors.some((v) => v.startsWith(`${gone}:`))).toBe(false)
    expect(copy.vendors.some((v) => v.endsWith(':After the snapshot'))).toBe(true)
    expect(copy.posts.some((p) => p.endsWith(':Draft plans'))).toBe(false)
    expect(await readCursor(fromSnapshot)).toBe(await serverCursor())
    expect(await fromSnapshot.stagedPages.count()).toBe(0)
  })

  it("an admin's drafts and users, downloaded with the account, stay when the catalogue comes from the snapshot", async () => {
    const admin = h.fetchAs(h.cookies.admin)
    const db = h.newDb()
    await pull(db, { scope: 'account', fetchImpl: admin, ownerId: h.ids.admin }) // as followIdentity does first
    await pull(db, { fetchImpl: admin, ownerId: h.ids.admin })
    expect((await db.blogPosts.toArray()).map((p) => p.title).sort()).toEqual(['Draft plans', 'Out now'])
    expect(await db.users.get(h.ids.member)).toBeDefined()
  })

  it('a 410 on the feed after the snapshot rebuilds the copy from 0', async () => {
    await snapshotReady()
    const doomed = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Short-lived' })).expect(201)).body.id as number
    await snapshotReady()
    await h.admin('delete', `/api/vendors/${doomed}`).expect(204)
    const paths: string[] = []
    const db = h.newDb()
    // The snapshot's cursor is pruned past while its file downloads: the feed after it answers 410.
    const pruneDuringDownload: FetchLike = async (path, init) => {
      const answer = await recording(h.fetchAs(), paths)(path, init)
      if (path.endsWith('.ndjson')) await pruneTombstones(h.db, -1_000)
      return answer
    }
    const result = await pull(db, { fetchImpl: pruneDuringDownload })
    expect(result.rebuilt).toBe(true)
    expect(paths.some((p) => p.startsWith('/api/sync/changes?since=0&'))).toBe(true)
    expect(await db.vendors.get(doomed)).toBeUndefined()
    expect(await readCursor(db)).toBe(await serverCursor())
  })

  it('a snapshot whose cursor was pruned past is not offered: the first download reads the feed from 0', async () => {
    await snapshotReady()
    await h.admin('post', '/api/vendors').send(vendorBody({ name: 'After the pruning' })).expect(201)
    const gone = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Gone after the snapshot' })).expect(201)).body.id as number
    await h.admin('delete', `/api/vendors/${gone}`).expect(204)
    await pruneTombstones(h.db, -1_000) // past the snapshot's cursor
    const paths: string[] = []
    const db = h.newDb()
    expect(await pull(db, { fetchImpl: recording(h.fetchAs(), paths) })).toMatchObject({ rebuilt: false })
    expect(paths.filter((p) => p.endsWith('.ndjson'))).toEqual([])
    expect((await db.vendors.toArray()).map((v) => v.name)).toContain('After the pruning')
    expect(await readCursor(db)).toBe(await serverCursor())
  })
})
