import { beforeEach, describe, expect, it } from 'vitest'
import { importLegacyComparisons } from './admin-content-featured'
import { db } from '../../db/db'
import { LEGACY_FEATURED_KEY } from '../../db/legacy-import'

beforeEach(async () => {
  await Promise.all([db.featuredComparisons.clear(), db.outbox.clear(), db.meta.clear(), db.vendors.clear()])
  await db.vendors.bulkPut([1, 2, 3].map((id) => ({ id, version: 1, name: `Vendor ${id}` }) as never))
})

describe('importLegacyComparisons (old local-storage comparisons sent once by the admin area)', () => {
  it('creates each valid comparison locally, queues its POST, and forgets the old list', async () => {
    await db.meta.put({ key: LEGACY_FEATURED_KEY, value: [
      { id: 'comparison-1767225600000', name: 'CRM picks', type: 'vendor', items: [1, 2, 3] },
      { id: 'comparison-2', name: 'Too small', type: 'vendor', items: [1] },
    ] })
    expect(await importLegacyComparisons()).toBe(1)
    const [row] = await db.featuredComparisons.toArray()
    expect(row).toMatchObject({ name: 'CRM picks', type: 'vendor', items: [1, 2, 3], createdAt: '2026-01-01T00:00:00.000Z' })
    expect(row.id).toBeLessThan(0) // a temporary id until the server answers
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ name: 'featuredComparison.create', entity: 'featuredComparison', args: { name: 'CRM picks', type: 'vendor', items: [1, 2, 3] } })
    expect(await db.meta.get(LEGACY_FEATURED_KEY)).toBeUndefined()
    expect(await importLegacyComparisons()).toBe(0) // only once
    expect(await db.outbox.count()).toBe(1)
  })
})
