// A first download from the catalogue snapshot is held in memory, not staged in IndexedDB
// (web/sync/first-download/held-download.ts): no staged page is written, and the cursor only arrives with the last
// row, so a download cut off part way leaves what arrived usable offline and no cursor; the next round
// downloads the snapshot again and ends equal to the server.
import { beforeAll, describe, expect, it } from 'vitest'
import { snapshotStore } from '../../api/sync/snapshot-store'
import { FIRST_CURSOR } from '../../sync/protocol/entities'
import type { FetchLike } from '../../web/sync/base/api-client'
import { readCursor } from '../../web/sync/copy/apply-changes'
import { pull } from '../../web/sync/pull/pull'
import { vendorBody } from '../api/harness'
import { makeSyncHarness, type SyncHarness } from './sync-harness'

let h: SyncHarness
const asked: string[] = []
const counting = (inner: FetchLike): FetchLike => (path, init) => {
  asked.push(path.replace(/\?.*/, ''))
  return inner(path, init)
}
/** Drops every feed request, as a connection lost right after the snapshot. */
const feedLost = (inner: FetchLike): FetchLike => async (path, init) => {
  if (path.startsWith('/api/sync/changes')) throw new TypeError('Failed to fetch')
  return inner(path, init)
}

beforeAll(async () => {
  h = await makeSyncHarness({ catalogueSnapshot: true })
  for (let i = 1; i <= 3; i++) await h.admin('post', '/api/vendors').send(vendorBody({ name: `Held vendor ${i}` })).expect(201)
  await snapshotStore(h.db, 0, () => undefined).settled()
  // A write after the snapshot: only the feed from its cursor brings it.
  await h.admin('post', '/api/vendors').send(vendorBody({ name: 'After the snapshot' })).expect(201)
})

describe('a first download from the snapshot', () => {
  it('stages nothing, and writes no cursor before its rows are in their tables', async () => {
    const db = h.newDb()
    // When the feed is asked for the changes after the snapshot, every answer of it has arrived.
    let atFeed: { staged: number; cursor: string } | null = null
    const lookingAtFeed: FetchLike = async (path, init) => {
      if (path.startsWith('/api/sync/changes')) atFeed ??= { staged: await db.stagedPages.count(), cursor: await readCursor(db) }
      return h.fetchAs()(path, init)
    }
    await pull(db, { fetchImpl: lookingAtFeed })
    expect(atFeed).toEqual({ staged: 0, cursor: FIRST_CURSOR })
    expect(await db.stagedPages.count()).toBe(0)
    expect(await readCursor(db)).not.toBe(FIRST_CURSOR)
    expect((await db.vendors.toArray()).map((v) => v.name)).toEqual(expect.arrayContaining(['Held vendor 1', 'After the snapshot']))
  })

  it('cut off after the snapshot: what arrived is usable, no cursor; the next round downloads it again and catches up', async () => {
    const db = h.newDb()
    await expect(pull(db, { fetchImpl: feedLost(h.fetchAs()) })).rejects.toThrow()
    expect(await readCursor(db)).toBe(FIRST_CURSOR)
    expect(await db.stagedPages.count()).toBe(0)
    const names = (await db.vendors.toArray()).map((v) => v.name)
    expect(names).toContain('Held vendor 3')
    expect(names).not.toContain('After the snapshot')

    asked.length = 0
    await pull(db, { fetchImpl: counting(h.fetchAs()) })
    expect(asked.filter((p) => p.startsWith('/api/sync/snapshot/'))).toHaveLength(1)
    expect((await db.vendors.toArray()).map((v) => v.name)).toContain('After the snapshot')
    expect(await db.vendors.count()).toBe(h.db.prepare('SELECT COUNT(*) FROM vendors').pluck().get())
    expect(await readCursor(db)).not.toBe(FIRST_CURSOR)
  })
})
