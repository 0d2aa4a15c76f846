import { afterEach, describe, expect, it } from 'vitest'
import { openVettedDb } from './db'
import { LEGACY_FEATURED_KEY, importLegacyStorage } from './legacy-import'

class MemoryStorage implements Storage {
  private map = new Map<string, string>()
  get length() { return this.map.size }
  clear() { this.map.clear() }
  getItem(k: string) { return this.map.get(k) ?? null }
  key(i: number) { return [...this.map.keys()][i] ?? null }
  removeItem(k: string) { this.map.delete(k) }
  setItem(k: string, v: string) { this.map.set(k, v) }
}

let n = 0
const freshDb = () => openVettedDb(`legacy-test-${n++}`)
afterEach(() => undefined)

describe('importLegacyStorage', () => {
  it('moves the three old keys into the database once and removes them', async () => {
    const db = freshDb()
    const storage = new MemoryStorage()
    storage.setItem('compareVendors', JSON.stringify([{ id: 3, name: 'Acme' }, { id: 7, name: 'Beta' }]))
    storage.setItem('productComparison', JSON.stringify([{ id: '5-2', product: { id: 5 }, tier: { id: 2 }, pricingOption: { id: 9 } }, { id: '6', product: { id: 6 } }]))
    storage.setItem('featuredComparisons', JSON.stringify([{ id: 'comparison-1', name: 'CRM', type: 'vendor', items: [1, 2] }]))
    expect(await importLegacyStorage(db, storage)).toBe(5)
    expect((await db.vendorCompare.toArray()).map((v) => v.vendorId)).toEqual([3, 7])
    expect(await db.productCompare.get('5-2')).toMatchObject({ productId: 5, tierId: 2, pricingOptionId: 9 })
    expect(await db.productCompare.get('6')).toMatchObject({ productId: 6, tierId: null })
    expect((await db.meta.get(LEGACY_FEATURED_KEY))?.value).toEqual([{ id: 'comparison-1', name: 'CRM', type: 'vendor', items: [1, 2] }])
    expect(storage.length).toBe(0)
    expect(await importLegacyStorage(db, storage)).toBe(0)
  })

  it('ignores unreadable values but still removes the keys', async () => {
    const db = freshDb()
    const storage = new MemoryStorage()
    storage.setItem('compareVendors', '{not json')
    expect(await importLegacyStorage(db, storage)).toBe(0)
    expect(storage.getItem('compareVendors')).toBeNull()
    expect(await db.vendorCompare.count()).toBe(0)
  })
})
