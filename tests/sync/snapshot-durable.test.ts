// A first download from the catalogue snapshot is durable as soon as the whole file has arrived
// (web/sync/first-download/held-download.ts, docs/sync.md "First download from the snapshot"): the
// file is kept whole, as one Blob record, with its cursor, before the feed after it is asked for, and
// the feed pages after it are staged with theirs. A restart from then on applies what is kept, starting
// clean, and continues from the cursor without downloading the snapshot again. A snapshot cut off part
// way is not kept: no cursor, and the next round downloads it again.
import { beforeAll, describe, expect, it } from 'vitest'
import { snapshotStore } from '../../api/sync/snapshot-store'
import { FIRST_CURSOR } from '../../sync/protocol/entities'
import type { VettedDb } from '../../web/db/db'
import type { FetchLike } from '../../web/sync/base/api-client'
import { readCursor } from '../../web/sync/copy/apply-changes'
import type { FirstLoadProgress } from '../../web/sync/first-download/first-download'
import { pull } from '../../web/sync/pull/pull'
import { vendorBody } from '../api/harness'
import { makeSyncHarness, type SyncHarness } from './sync-harness'

let h: SyncHarness
const asked: string[] = []
const counting = (inner: FetchLike): FetchLike => (path, init) => {
  asked.push(path.replace(/\?.*/, ''))
  return inner(path, init)
}
const snapshotFiles = () => asked.filter((p) => p.startsWith('/api/sync/snapshot/'))
/** Drops every feed request, as a connection lost right after the snapshot. */
const feedLost = (inner: FetchLike): FetchLike => async (path, init) => {
  if (path.startsWith('/api/sync/changes')) throw new TypeError('Failed to fetch')
  return inner(path, init)
}
/** The snapshot file ends cleanly one line early, as a proxy closing the connection between two answers. */
const snapshotCutOff = (inner: FetchLike): FetchLike => async (path, init) => {
  const answer = await inner(path, init)
  if (!path.startsWith('/api/sync/snapshot/')) return answer
  const lines = (await answer.text()).split('\n').filter(Boolean)
  return new Response(lines.slice(0, -1).map((line) => `${line}\n`).join(''), { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } })
}
const serverVendorNames = async () => (await h.db.values<string>('SELECT name FROM vendors ORDER BY name'))
const vendorNames = async (db: VettedDb) => (await db.vendors.toArray()).map((v) => v.name).sort()

beforeAll(async () => {
  h = await makeSyncHarness({ catalogueSnapshot: true })
  for (let i = 1; i <= 3; i++) await h.admin('post', '/api/vendors').send(vendorBody({ name: `Held vendor ${i}` })).expect(201)
  await snapshotStore(h.db, 0, () => undefined).settled()
  // A write after the snapshot: only the feed from its cursor brings it.
  await h.admin('post', '/api/vendors').send(vendorBody({ name: 'After the snapshot' })).expect(201)
})

describe('a first download from the snapshot, durable early', () => {
  it('keeps the whole snapshot as one Blob record with its cursor, and says so, before the feed after it is asked for', async () => {
    const db = h.newDb()
    const phases: FirstLoadProgress['phase'][] = []
    let atFeed: { records: number; blobs: number; cursor: string; stored: boolean } | null = null
    const lookingAtFeed: FetchLike = async (path, init) => {
      if (path.startsWith('/api/sync/changes') && !atFeed) {
        const records = await db.stagedPages.toArray()
        atFeed = { records: records.length, blobs: records.filter((r) => r.snapshot instanceof Blob).length, cursor: await readCursor(db), stored: phases.includes('stored') }
      }
      return h.fetchAs()(path, init)
    }
    await pull(db, { fetchImpl: lookingAtFeed, onFirstLoad: (p) => void phases.push(p.phase) })
    expect(atFeed).toMatchObject({ records: 1, blobs: 1, stored: true })
    expect(atFeed!.cursor).not.toBe(FIRST_CURSOR)
    // Once the rows are in their tables, nothing is left staged.
    expect(await db.stagedPages.count()).toBe(0)
    expect(await vendorNames(db)).toEqual(await serverVendorNames())
  })

  it('a restart before the tables are filled applies the kept snapshot, starting clean, and ends whole without downloading it again', async () => {
    const db = h.newDb()
    // The page goes away while the kept answers are being written to their tables: after the first one.
    let written = 0
    const closing = () => {
      if (++written === 1) throw new Error('The page was closed')
    }
    await expect(pull(db, { fetchImpl: h.fetchAs(), onPage: closing })).rejects.toThrow('The page was closed')
    expect(await db.stagedPages.count()).toBeGreaterThan(0)
    expect(await readCursor(db)).not.toBe(FIRST_CURSOR)
    // A row the download does not bring (deleted on the server while no copy was complete) must not stay.
    await db.vendors.put({ ...(await db.vendors.toCollection().first())!, id: 987_654, name: 'Deleted meanwhile', slug: 'deleted-meanwhile' })

    asked.length = 0
    await pull(db, { fetchImpl: counting(h.fetchAs()) })
    expect(snapshotFiles()).toEqual([])
    expect(await vendorNames(db)).toEqual(await serverVendorNames())
    expect(await db.stagedPages.count()).toBe(0)
    expect(await readCursor(db)).not.toBe(FIRST_CURSOR)
  })

  it('cut off in the feed after the snapshot: the next round continues from the kept cursor without downloading the snapshot again', async () => {
    const db = h.newDb()
    await expect(pull(db, { fetchImpl: feedLost(h.fetchAs()) })).rejects.toThrow()
    expect(await readCursor(db)).not.toBe(FIRST_CURSOR)
    expect(await db.stagedPages.count()).toBe(0) // what was kept is in its tables
    const names = await vendorNames(db)
    expect(names).toContain('Held vendor 3')
    expect(names).not.toContain('After the snapshot')

    asked.length = 0
    await pull(db, { fetchImpl: counting(h.fetchAs()) })
    expect(snapshotFiles()).toEqual([])
    expect(await vendorNames(db)).toEqual(await serverVendorNames())
  })

  it('a 410 on the feed after the snapshot throws the kept snapshot away and says so; the rebuild ends whole', async () => {
    const db = h.newDb()
    let refused = false
    const refusingOnce: FetchLike = async (path, init) => {
      if (path.startsWith('/api/sync/changes') && !path.includes('since=0&') && !refused) {
        refused = true
        return new Response(JSON.stringify({ error: 'Gone' }), { status: 410, headers: { 'Content-Type': 'application/json' } })
      }
      return h.fetchAs()(path, init)
    }
    const kept: boolean[] = []
    const result = await pull(db, { fetchImpl: refusingOnce, onFirstLoad: (p) => void (p.phase === 'stored' && kept.push(p.kept)) })
    expect(result.rebuilt).toBe(true)
    expect(kept).toEqual([true, false])
    expect(await vendorNames(db)).toEqual(await serverVendorNames())
    expect(await db.stagedPages.count()).toBe(0)
  })

  it('a snapshot cut off part way is not kept and writes no cursor; the next round downloads it again and keeps it', async () => {
    const db = h.newDb()
    await expect(pull(db, { fetchImpl: snapshotCutOff(h.fetchAs()) })).rejects.toThrow(/cut off/)
    expect(await db.stagedPages.count()).toBe(0)
    expect(await readCursor(db)).toBe(FIRST_CURSOR)

    asked.length = 0
    let keptAtFeed = 0
    const lookingAtFeed: FetchLike = async (path, init) => {
      if (path.startsWith('/api/sync/changes')) keptAtFeed ||= await db.stagedPages.count()
      return counting(h.fetchAs())(path, init)
    }
    await pull(db, { fetchImpl: lookingAtFeed })
    expect(snapshotFiles()).toHaveLength(1)
    expect(keptAtFeed).toBe(1)
    expect(await vendorNames(db)).toEqual(await serverVendorNames())
    expect(await readCursor(db)).not.toBe(FIRST_CURSOR)
  })
})
