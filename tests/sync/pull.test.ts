// Pulling the change feed into the local copy: pages and cursor, rebuild on 410, pending edits kept.
import { beforeAll, describe, expect, it } from 'vitest'
import { readCursor } from '../../web/sync/copy/apply-changes'
import { updateLocal } from '../../web/sync/push/local-writes'
import { pull, SignedOutDuringPull } from '../../web/sync/pull/pull'
import { vendorBody } from '../api/harness'
import { makeSyncHarness, type SyncHarness } from './sync-harness'

let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
  for (let i = 1; i <= 12; i++) await h.admin('post', '/api/vendors').send(vendorBody({ name: `Vendor ${String(i).padStart(2, '0')}` }))
})

describe('pull', () => {
  // A person who signs out while their round's pull runs: their session has ended, so the feed would
  // answer 401; no further page is asked for, and the round says why it stopped.
  it('asks for no further page once the person it pulls for has signed out', async () => {
    const db = h.newDb()
    const fetchImpl = h.fetchAs()
    await pull(db, { fetchImpl })
    for (const v of await db.vendors.limit(12).toArray()) await h.admin('patch', `/api/vendors/${v.id}`).send({ description: 'Changed while signing out' })
    let asked = 0
    let signedIn = true
    const counting: typeof fetchImpl = (input, init) => (asked++, fetchImpl(input, init))
    const pulling = pull(db, { fetchImpl: counting, pageSize: 5, stillSignedIn: () => signedIn, onPage: () => (signedIn = false) })
    await expect(pulling).rejects.toBeInstanceOf(SignedOutDuringPull)
    expect(asked).toBe(2) // the first page, and the one asked for while it was written
  })

  it('applies every page with its cursor, then finds nothing new', async () => {
    const db = h.newDb()
    const pages: number[] = []
    const first = await pull(db, { fetchImpl: h.fetchAs(), pageSize: 5, onPage: (_a, rows) => pages.push(rows) })
    expect(first.rows).toBe(24) // 12 vendors, 7 categories, 5 resource types
    expect(pages).toEqual([5, 10, 15, 20, 24])
    expect(await db.vendors.count()).toBe(12)
    expect(await db.categories.where('slug').equals('security').count()).toBe(1)
    const cursor = await readCursor(db)
    expect(cursor).toMatch(/^[0-9a-f]{16}\.\d+$/)
    expect((await pull(db, { fetchImpl: h.fetchAs() })).rows).toBe(0)
    expect(await readCursor(db)).toBe(cursor)
  })

  it('applies updates and deletes made on the server since the cursor', async () => {
    const db = h.newDb()
    await pull(db, { fetchImpl: h.fetchAs() })
    const v1 = (await db.vendors.where('slug').equals('vendor-01').first())!
    const v2 = (await db.vendors.where('slug').equals('vendor-02').first())!
    await h.admin('patch', `/api/vendors/${v1.id}`).send({ description: 'Changed on the server' })
    await h.admin('delete', `/api/vendors/${v2.id}`)
    expect((await pull(db, { fetchImpl: h.fetchAs() })).rows).toBe(2)
    expect((await db.vendors.get(v1.id))?.description).toBe('Changed on the server')
    expect(await db.vendors.get(v2.id)).toBeUndefined()
  })

  it('rebuilds the copy when the server answers 410, keeping rows with pending edits', async () => {
    const db = h.newDb()
    await pull(db, { fetchImpl: h.fetchAs() })
    const v3 = (await db.vendors.where('slug').equals('vendor-03').first())!
    await updateLocal(db, 'vendor', v3.id, { description: 'Mine, not sent yet' })
    await db.vendors.put({ ...v3, id: 999_999, slug: 'ghost' }) // a row the server no longer has
    await db.meta.put({ key: 'cursor', value: 'feedbeeffeedbeef.10' }) // a cursor from another database
    const result = await pull(db, { fetchImpl: h.fetchAs() })
    expect(result.rebuilt).toBe(true)
    expect(await db.vendors.get(999_999)).toBeUndefined()
    expect((await db.vendors.get(v3.id))?.description).toBe('Mine, not sent yet')
    expect(await db.vendors.count()).toBe(11)
  })

  it('rebases the server’s newer row under a pending local edit', async () => {
    const db = h.newDb()
    await pull(db, { fetchImpl: h.fetchAs() })
    const v4 = (await db.vendors.where('slug').equals('vendor-04').first())!
    await updateLocal(db, 'vendor', v4.id, { description: 'Local description' })
    await h.admin('patch', `/api/vendors/${v4.id}`).send({ pricingModel: 'Server pricing model' })
    await pull(db, { fetchImpl: h.fetchAs() })
    const local = await db.vendors.get(v4.id)
    expect(local).toMatchObject({ description: 'Local description', pricingModel: 'Server pricing model' })
    expect((await db.shadows.get(`vendor:${v4.id}`))?.row).toMatchObject({ pricingModel: 'Server pricing model' })
  })
})
