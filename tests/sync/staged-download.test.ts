// A first download is staged (kept as it arrives, with its cursor) and then applied to the tables; an
// interrupted download or application loses nothing and resumes; a rebuild starts the staging over.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Change } from '../../sync/protocol/changes'
import { readCursor } from '../../web/sync/copy/apply-changes'
import type { FetchLike } from '../../web/sync/base/api-client'
import { pull, type FirstLoadProgress } from '../../web/sync/pull/pull'
import { firstLoadPending, stagePage } from '../../web/sync/first-download/staged-download'
import { vendorBody } from '../api/harness'
import { makeSyncHarness, type SyncHarness } from './sync-harness'

let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
  for (let i = 1; i <= 12; i++) await h.admin('post', '/api/vendors').send(vendorBody({ name: `Staged ${String(i).padStart(2, '0')}` }))
})

/** A fetch that answers the first `n` feed requests and then fails as a dropped connection does. */
function failingAfter(n: number, inner: FetchLike): FetchLike {
  let calls = 0
  return async (path, init) => {
    if (path.startsWith('/api/sync/changes') && ++calls > n) throw new TypeError('Failed to fetch')
    return inner(path, init)
  }
}

const stagedCount = (db: ReturnType<SyncHarness['newDb']>) => db.stagedPages.count()

describe('first download', () => {
  it('reports the download, then applies every staged page to the tables and leaves nothing staged', async () => {
    const db = h.newDb()
    const progress: FirstLoadProgress[] = []
    const applied: number[] = []
    expect(await firstLoadPending(db)).toBe(true)
    const result = await pull(db, { fetchImpl: h.fetchAs(), pageSize: 10, onFirstLoad: (p) => progress.push(p), onPage: (_a, rows) => applied.push(rows) })
    const total = result.rows
    expect(total).toBeGreaterThanOrEqual(24) // 12 vendors, 7 categories, 5 resource types (and whatever other tests added)
    const downloads = progress.filter((p) => p.phase === 'download').map((p) => p.rows)
    expect(downloads[0]).toBe(10)
    expect(downloads.at(-1)).toBe(total)
    // Nothing is applied before the download ends; then the share climbs to 1.
    expect(progress.findIndex((p) => p.phase === 'apply')).toBe(downloads.length)
    expect(progress.at(-1)).toEqual({ phase: 'apply', rows: total, share: 1 })
    expect(applied.at(-1)).toBe(total)
    expect(await db.vendors.where('slug').equals('staged-12').count()).toBe(1)
    expect(await stagedCount(db)).toBe(0)
    expect(await firstLoadPending(db)).toBe(false)
    // The next pull is incremental: nothing new, nothing staged.
    expect((await pull(db, { fetchImpl: h.fetchAs() })).rows).toBe(0)
  })

  it('a download cut off part way still applies what arrived, and the next pull fetches the rest', async () => {
    const db = h.newDb()
    await expect(pull(db, { fetchImpl: failingAfter(2, h.fetchAs()), pageSize: 5 })).rejects.toThrow('Failed to fetch')
    expect(await stagedCount(db)).toBe(0)
    const cursor = await readCursor(db)
    expect(cursor).not.toBe('0')
    const partial = (await db.vendors.count()) + (await db.categories.count()) + (await db.resourceTypes.count())
    expect(partial).toBe(10)
    const rest = await pull(db, { fetchImpl: h.fetchAs(), pageSize: 5 })
    expect(rest.rows).toBeGreaterThan(0)
    expect(await db.vendors.where('slug').equals('staged-12').count()).toBe(1)
    expect(await db.categories.count()).toBe(7)
  })

  it('staged pages left by a closed tab are applied before anything newer, so newer rows win', async () => {
    const db = h.newDb()
    await pull(db, { fetchImpl: h.fetchAs() })
    const vendor = (await db.vendors.where('slug').equals('staged-05').first())!
    // The tab was closed after staging an older version of the row and before applying it.
    const old: Change = { entity: 'vendor', id: vendor.id, op: 'put', data: { ...vendor, description: 'Staged, older' }, version: vendor.version }
    const cursor = await readCursor(db)
    await stagePage(db, JSON.stringify({ changes: [old], next: cursor, hasMore: false }), cursor)
    await h.admin('patch', `/api/vendors/${vendor.id}`).send({ description: 'Newer, on the server' })
    expect(await firstLoadPending(db)).toBe(true)
    const result = await pull(db, { fetchImpl: h.fetchAs() })
    expect(result.rows).toBe(1)
    expect((await db.vendors.get(vendor.id))?.description).toBe('Newer, on the server')
    expect(await stagedCount(db)).toBe(0)
  })

  it('a rebuild after 410 drops staged leftovers and stages the copy again', async () => {
    const db = h.newDb()
    await pull(db, { fetchImpl: h.fetchAs() })
    await db.meta.put({ key: 'cursor', value: 10_000_000 }) // a number: a copy made before cursors carried the epoch
    const progress: FirstLoadProgress[] = []
    const result = await pull(db, { fetchImpl: h.fetchAs(), onFirstLoad: (p) => progress.push(p) })
    expect(result.rebuilt).toBe(true)
    expect(progress.some((p) => p.phase === 'download')).toBe(true)
    expect(await db.vendors.where('slug').equals('staged-01').count()).toBe(1)
    expect(await stagedCount(db)).toBe(0)
    expect(await readCursor(db)).toMatch(/^[0-9a-f]{16}\.\d+$/)
  })
})
