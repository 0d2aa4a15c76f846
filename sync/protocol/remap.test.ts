import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from './outbox'
import { referencingEntities, remapEntry, remapReferences } from './remap'

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  name: 'product.create', args: {}, entity: 'product', entityId: -2, status: 'pending', ownerId: null, attempts: 0, notBefore: 0, createdAt: 0, ...over,
})

describe('remapReferences', () => {
  it('rewrites a product’s vendorId from the temporary to the real id', () => {
    expect(remapReferences('product', { id: -2, vendorId: -1 }, 'vendor', -1, 40)).toEqual({ id: -2, vendorId: 40 })
  })
  it('leaves rows that do not point at the temporary id untouched (same object)', () => {
    const row = { id: 5, vendorId: 7 }
    expect(remapReferences('product', row, 'vendor', -1, 40)).toBe(row)
  })
  it('follows a favourite’s itemType', () => {
    expect(remapReferences('favorite', { itemType: 'product', itemId: -3 }, 'product', -3, 9)).toEqual({ itemType: 'product', itemId: 9 })
    expect(remapReferences('favorite', { itemType: 'vendor', itemId: -3 }, 'product', -3, 9)).toEqual({ itemType: 'vendor', itemId: -3 })
  })
  it('rewrites ids inside board items and featured comparison items of the right type', () => {
    expect(remapReferences('board', { type: 'vendor', items: [{ itemId: -1 }, { itemId: 4 }] }, 'vendor', -1, 12).items).toEqual([{ itemId: 12 }, { itemId: 4 }])
    expect(remapReferences('featuredComparison', { type: 'product', items: [-1, 3] }, 'product', -1, 8).items).toEqual([8, 3])
  })
  it('rewrites every reference of a cart line', () => {
    expect(remapReferences('cartLine', { productId: 1, tierId: -4, pricingOptionId: null }, 'productTier', -4, 21)).toMatchObject({ tierId: 21 })
  })
  it('rewrites a blog post’s category created on this device', () => {
    expect(remapReferences('blogPost', { id: -6, categoryId: -5 }, 'blogCategory', -5, 11)).toEqual({ id: -6, categoryId: 11 })
    expect(referencingEntities('blogCategory')).toEqual(['blogPost'])
  })
})

describe('remapEntry', () => {
  it('re-keys a later update of the created row and the references in later arguments', () => {
    const update = entry({ name: 'vendor.update', entity: 'vendor', entityId: -1, args: { name: 'X' } })
    expect(remapEntry(update, 'vendor', -1, 40).entityId).toBe(40)
    const childCreate = entry({ args: { vendorId: -1, name: 'Child' } })
    expect(remapEntry(childCreate, 'vendor', -1, 40).args).toEqual({ vendorId: 40, name: 'Child' })
  })
})

describe('referencingEntities', () => {
  it('knows who points at vendors', () => {
    expect(referencingEntities('vendor')).toEqual(expect.arrayContaining(['product', 'favorite', 'board', 'featuredComparison']))
    expect(referencingEntities('vendor')).not.toContain('pricingOption')
  })
})
