import { describe, expect, it } from 'vitest'
import {
  EMPTY_PRODUCT_FILTERS, filterProducts, productCategories, sortProducts, type FilterableProduct, type ProductFilters,
} from './product-filters'

interface TestProduct extends FilterableProduct { id: number; lowest: number | null }
const product = (id: number, over: Partial<TestProduct> = {}): TestProduct => ({
  id, name: `Product ${id}`, type: 'software', category: 'Endpoint protection', vendorId: 1, price: 10, lowest: 10, ...over,
})
const ids = (list: { id: number }[]) => list.map((p) => p.id)
const run = (products: TestProduct[], filters: Partial<ProductFilters>) =>
  ids(filterProducts(products, { ...EMPTY_PRODUCT_FILTERS, ...filters }, (p) => p.lowest))

describe('filterProducts (vendor detail Products tab: type and category)', () => {
  const products = [
    product(1), product(2, { type: 'hardware', category: 'Appliance' }),
    product(3, { category: 'endpoint protection ', vendorId: 2 }), product(4, { category: null, lowest: null }),
  ]
  it('keeps everything with no filter ("All")', () => expect(run(products, {})).toEqual([1, 2, 3, 4]))
  it('filters by type (Software / Hardware)', () => {
    expect(run(products, { types: ['hardware'] })).toEqual([2])
    expect(run(products, { types: ['software'] })).toEqual([1, 3, 4])
  })
  it('filters by category, whole and case-insensitive', () => {
    expect(run(products, { categories: ['Endpoint Protection'] })).toEqual([1, 3])
    expect(run(products, { categories: ['endpoint'] })).toEqual([])
  })
  it('filters by vendor and by price range on the lowest price', () => {
    expect(run(products, { vendorIds: [2] })).toEqual([3])
    const priced = [product(5, { lowest: 0 }), product(6, { lowest: 150 }), product(7, { lowest: null })]
    expect(run(priced, { priceRanges: ['free', '100-499'] })).toEqual([5, 6])
  })
})

describe('sortProducts (vendor detail: name, price or category)', () => {
  const products = [
    product(1, { name: 'Shield Pro', price: 30, category: 'Firewall' }),
    product(2, { name: 'audit Lite', price: null, category: null }),
    product(3, { name: 'Keys 10', price: 5, category: 'backup' }),
    product(4, { name: 'Keys 9', price: 5, category: 'Firewall' }),
  ]
  it('sorts by name, case-insensitive, numbers in numeric order', () => {
    expect(ids(sortProducts(products, 'name'))).toEqual([2, 4, 3, 1])
  })
  it('sorts by price ascending, without a price last, ties by name', () => {
    expect(ids(sortProducts(products, 'price'))).toEqual([4, 3, 1, 2])
  })
  it('sorts by price with a given price function', () => {
    const lowest = new Map([[1, 1], [2, 2], [3, 3], [4, 4]])
    expect(ids(sortProducts(products, 'price', (p) => lowest.get(p.id) ?? null))).toEqual([1, 2, 3, 4])
  })
  it('sorts by category, without one last, ties by name', () => {
    expect(ids(sortProducts(products, 'category'))).toEqual([3, 4, 1, 2])
  })
  it('leaves the input alone', () => {
    sortProducts(products, 'price')
    expect(ids(products)).toEqual([1, 2, 3, 4])
  })
})

describe('productCategories', () => {
  it('lists each category once, sorted', () => {
    const list = [product(1, { category: 'firewall' }), product(2, { category: 'Backup' }), product(3, { category: 'Firewall' }), product(4, { category: null })]
    expect(productCategories(list)).toEqual(['Backup', 'firewall'])
  })
})
