// The compare lists: the vendor board ignores a vendor already on it and announces
// an addition for 5 s with a link to the Evaluation Center; the product list ignores a repeated id and
// holds at most 4 items; a failure to save is logged and the list becomes empty.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { toaster } from './toaster'
import {
  clearProductCompare, clearVendorCompare, loadProductCompare, PRODUCT_COMPARE_LIMIT,
  productCompareId, removeProductCompareItem, removeProductFromCompare, removeVendorFromCompare, replaceVendorCompare,
} from '../data/account/compare'
import { compareProduct, compareVendor } from './compare-actions'
import { db } from '../db/db'

let toasts: MockInstance<typeof toaster.create>
const boardIds = async () => (await db.vendorCompare.orderBy('addedAt').toArray()).map((i) => i.vendorId)
const listIds = async () => (await db.productCompare.orderBy('addedAt').toArray()).map((i) => i.id)

beforeEach(async () => {
  await Promise.all([db.vendorCompare.clear(), db.productCompare.clear()])
  toasts = vi.spyOn(toaster, 'create')
})
afterEach(() => vi.restoreAllMocks())

describe('vendor board', () => {
  it('adds a vendor once and announces "{name} was added to the Quick Compare Board" for 5000 ms', async () => {
    expect(await compareVendor({ id: 3, name: 'Northgate Sentinel' })).toBe(true)
    expect(await compareVendor({ id: 3, name: 'Northgate Sentinel' })).toBe(false)
    expect(await boardIds()).toEqual([3])
    expect(toasts).toHaveBeenCalledTimes(1)
    const notice = toasts.mock.calls[0][0]
    expect(notice).toMatchObject({ title: 'Northgate Sentinel was added to the Quick Compare Board', duration: 5000 })
    expect((notice.description as { props: { to: string } }).props.to).toBe('/evaluation-center')
  })

  it('removes by id, clears, and replaces in the given order', async () => {
    await compareVendor({ id: 1, name: 'A' })
    await compareVendor({ id: 2, name: 'B' })
    await removeVendorFromCompare(1)
    expect(await boardIds()).toEqual([2])
    await replaceVendorCompare([9, 4, 9, 7])
    expect(await boardIds()).toEqual([9, 4, 7])
    await clearVendorCompare()
    expect(await boardIds()).toEqual([])
  })

  it('logs a failed save and leaves the board empty', async () => {
    await compareVendor({ id: 1, name: 'A' })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(db.vendorCompare, 'add').mockRejectedValueOnce(new Error('QuotaExceededError'))
    expect(await compareVendor({ id: 2, name: 'B' })).toBe(false)
    expect(errors).toHaveBeenCalled()
    expect(await boardIds()).toEqual([])
  })
})

describe('product compare list', () => {
  it('ids items by product, or product-tier when a tier is given', () => {
    expect(productCompareId({ productId: 5 })).toBe('5')
    expect(productCompareId({ productId: 5, tierId: 2 })).toBe('5-2')
  })

  it('adds with "Added to comparison" and ignores the same id', async () => {
    expect(await compareProduct({ productId: 5 })).toBe('added')
    expect(await compareProduct({ productId: 5 })).toBe('already-added')
    expect(await compareProduct({ productId: 5, tierId: 2, pricingOptionId: 9 })).toBe('added')
    expect(await listIds()).toEqual(['5', '5-2'])
    expect(await db.productCompare.get('5-2')).toMatchObject({ productId: 5, tierId: 2, pricingOptionId: 9 })
    expect(toasts.mock.calls.map((c) => c[0].title)).toEqual(['Added to comparison', 'Added to comparison'])
  })

  it(`holds at most ${PRODUCT_COMPARE_LIMIT} items`, async () => {
    for (const productId of [1, 2, 3, 4]) expect(await compareProduct({ productId })).toBe('added')
    expect(await compareProduct({ productId: 5 })).toBe('full')
    expect(await listIds()).toEqual(['1', '2', '3', '4'])
  })

  it('removes by item id, all items of a product, and clears', async () => {
    await compareProduct({ productId: 5 })
    await compareProduct({ productId: 5, tierId: 2 })
    await compareProduct({ productId: 6 })
    await removeProductCompareItem('6')
    expect(await listIds()).toEqual(['5', '5-2'])
    await compareProduct({ productId: 7 })
    await removeProductFromCompare(5)
    expect(await listIds()).toEqual(['7'])
    await clearProductCompare()
    expect(await listIds()).toEqual([])
  })

  it('loads a saved list in place of the current one, first 4 distinct items', async () => {
    await compareProduct({ productId: 1 })
    await loadProductCompare([{ productId: 2 }, { productId: 2 }, { productId: 3, tierId: 1 }, { productId: 4 }, { productId: 5 }, { productId: 6 }])
    expect(await listIds()).toEqual(['2', '3-1', '4', '5'])
  })

  it('logs a failed save and leaves the list empty', async () => {
    await compareProduct({ productId: 1 })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(db.productCompare, 'add').mockRejectedValueOnce(new Error('QuotaExceededError'))
    expect(await compareProduct({ productId: 2 })).toBe('failed')
    expect(errors).toHaveBeenCalled()
    expect(await listIds()).toEqual([])
  })
})
