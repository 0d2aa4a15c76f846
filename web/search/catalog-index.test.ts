import { describe, expect, it } from 'vitest'
import type { AppliedChanges } from '../sync/copy/apply-changes'
import { catalogUpdateOf } from './catalog-documents'
import { CatalogIndex } from './catalog-index'
import type { IndexedProduct, IndexedVendor } from './search-types'

const vendor = (id: number, name: string, category: string, description: string): IndexedVendor =>
  ({ id, name, slug: name.toLowerCase().replace(/\W+/g, '-'), logoUrl: `/media/logos/${id}.svg`, category, description })
const product = (id: number, vendorId: number, name: string, category: string, description: string): IndexedProduct =>
  ({ id, vendorId, name, slug: name.toLowerCase().replace(/\W+/g, '-'), logoUrl: null, category, description })

const VENDORS = [
  vendor(1, 'Security Sentinel Labs', 'security', 'Endpoint protection for retail chains.'),
  vendor(2, 'Ledgerly', 'finance', 'Cloud accounting with security reviews for small businesses.'),
  vendor(3, 'Payroll Pilot', 'hr', 'HR and payroll for distributed teams.'),
  vendor(4, 'Cobalt Forge', 'it-operations', 'Infrastructure monitoring.'),
  vendor(5, 'Café Crème', 'productivity', 'Team chat.'),
]
const PRODUCTS = [
  product(10, 1, 'Sentinel Shield', 'Endpoint protection', 'Blocks threats before they spread.'),
  product(11, 3, 'Payroll Pro', 'HR and payroll', 'Runs payroll in minutes.'),
  product(12, 4, 'Forge Monitor', 'Infrastructure monitoring', 'Uptime checks and alerts.'),
  product(13, 2, 'Ledgerly Close', 'Cloud accounting', 'Month-end close with payroll exports.'),
]
const LIMITS = { vendors: 4, products: 4 }
const fresh = () => CatalogIndex.build(VENDORS, PRODUCTS)
const names = (hits: { name: string }[]) => hits.map((h) => h.name)

describe('CatalogIndex search', () => {
  const index = fresh()

  it('finds words by their beginning: "secu" finds "Security…"', () => {
    expect(names(index.search('secu', LIMITS).vendors)[0]).toBe('Security Sentinel Labs')
  })

  it('tolerates a typo: "secrity" finds the security vendors', () => {
    expect(names(index.search('secrity', LIMITS).vendors)).toEqual(['Security Sentinel Labs', 'Ledgerly'])
  })

  it('ranks a match in the name above one in the description', () => {
    expect(names(index.search('security', LIMITS).vendors)).toEqual(['Security Sentinel Labs', 'Ledgerly'])
    expect(names(index.search('payroll', LIMITS).products)).toEqual(['Payroll Pro', 'Ledgerly Close'])
  })

  it('finds products by their vendor name and returns the vendor with the hit', () => {
    const [hit] = index.search('cobalt', LIMITS).products
    expect(hit).toEqual({ id: 12, name: 'Forge Monitor', slug: 'forge-monitor', logoUrl: null, vendor: { name: 'Cobalt Forge', slug: 'cobalt-forge', logoUrl: '/media/logos/4.svg' } })
  })

  it('returns vendor hits with id, name, slug and logoUrl only', () => {
    expect(index.search('ledgerly', LIMITS).vendors).toEqual([{ id: 2, name: 'Ledgerly', slug: 'ledgerly', logoUrl: '/media/logos/2.svg' }])
  })

  it('needs every word, but falls back to any word when no row has them all', () => {
    expect(names(index.search('sentinel shield', LIMITS).products)).toEqual(['Sentinel Shield'])
    expect(names(index.search('payroll zzzqx', LIMITS).products)).toEqual(['Payroll Pro', 'Ledgerly Close'])
  })

  it('ignores a lone letter being typed after a word, stop words, case and accents', () => {
    expect(names(index.search('payroll p', LIMITS).products)).toEqual(['Payroll Pro', 'Ledgerly Close'])
    expect(names(index.search('CAFE creme', LIMITS).vendors)).toEqual(['Café Crème'])
    expect(names(index.search('protection for', LIMITS).vendors)).toEqual(['Security Sentinel Labs'])
  })

  it('matches a query of single letters only as whole words, not as the start of every word', () => {
    expect(index.search('p s', LIMITS)).toEqual({ vendors: [], products: [] })
  })

  it('keeps to the limits and finds nothing for blank text', () => {
    const two = index.search('payroll', { vendors: 1, products: 1 })
    expect(names(two.vendors)).toEqual(['Payroll Pilot'])
    expect(names(two.products)).toEqual(['Payroll Pro'])
    expect(index.search('payroll', { vendors: 0, products: 4 }).vendors).toEqual([])
    expect(index.search('   ', LIMITS)).toEqual({ vendors: [], products: [] })
  })
})

describe('CatalogIndex updates', () => {
  it('finds a renamed vendor by its new name only, and its products under the new vendor name', () => {
    const index = fresh()
    index.putVendors([{ ...VENDORS[3], name: 'Granite Works', slug: 'granite-works' }])
    expect(names(index.search('granite', LIMITS).vendors)).toEqual(['Granite Works'])
    expect(index.search('cobalt', LIMITS)).toEqual({ vendors: [], products: [] })
    expect(index.search('granite', LIMITS).products[0].vendor).toEqual({ name: 'Granite Works', slug: 'granite-works', logoUrl: '/media/logos/4.svg' })
  })

  it('drops a deleted product, and a deleted vendor from its products\' hits', () => {
    const index = fresh()
    index.deleteProducts([11])
    expect(names(index.search('payroll', LIMITS).products)).toEqual(['Ledgerly Close'])
    index.deleteVendors([4])
    expect(index.search('cobalt', LIMITS).vendors).toEqual([])
    expect(index.search('forge monitor', LIMITS).products[0]).toMatchObject({ name: 'Forge Monitor', vendor: null })
  })

  it('applies a change-feed page: puts (new and changed rows) and deletes', () => {
    const index = fresh()
    const applied: AppliedChanges = new Map([
      ['vendor', { put: [{ ...VENDORS[0], name: 'Shieldwall Labs', version: 9 }, { id: 6, name: 'Nimbus Desk', slug: 'nimbus-desk', category: 'it-operations', description: null, logoUrl: null }], deleted: [2] }],
      ['product', { put: [{ ...PRODUCTS[0], name: 'Sentinel Vault' }, { id: 14, vendorId: 6, name: 'Desk Agent', slug: 'desk-agent', category: null, description: null, logoUrl: null }], deleted: [13] }],
      ['category', { put: [], deleted: [] }],
    ])
    index.apply(catalogUpdateOf(applied)!)
    expect(names(index.search('sentinel', LIMITS).vendors)).toEqual([])
    expect(names(index.search('shieldwall', LIMITS).vendors)).toEqual(['Shieldwall Labs'])
    expect(names(index.search('vault', LIMITS).products)).toEqual(['Sentinel Vault'])
    expect(index.search('nimbus', LIMITS).products.map((p) => [p.name, p.vendor?.name])).toEqual([['Desk Agent', 'Nimbus Desk']])
    expect(index.search('ledgerly', LIMITS)).toEqual({ vendors: [], products: [] })
    expect(index.size).toEqual({ vendors: 5, products: 4 })
  })

  it('indexes a product that arrives before its vendor under the vendor name once the vendor comes', () => {
    const index = CatalogIndex.build([], [product(20, 7, 'Orbit Sensor', 'Sensor', null as unknown as string)])
    index.putVendors([vendor(7, 'Kestrel Devices', 'it-operations', 'Hardware')])
    expect(index.search('kestrel', LIMITS).products.map((p) => p.vendor?.name)).toEqual(['Kestrel Devices'])
  })

  it('stays right after many deletes (the posting lists are compacted)', () => {
    const many = Array.from({ length: 3000 }, (_, i) => product(100 + i, 1, `Widget ${i % 2 ? 'Odd' : 'Even'} ${i}`, 'Widgets', null as unknown as string))
    const index = CatalogIndex.build(VENDORS, many)
    index.deleteProducts(many.filter((_, i) => i % 2 === 0).map((p) => p.id))
    index.putProducts([{ ...many[1], name: 'Gadget Odd 1' }])
    expect(index.size.products).toBe(1500)
    expect(index.search('even', LIMITS).products).toEqual([])
    expect(names(index.search('odd', { vendors: 0, products: 2 }).products)).toEqual(['Gadget Odd 1', 'Widget Odd 3'])
    expect(names(index.search('gadget', LIMITS).products)).toEqual(['Gadget Odd 1'])
  })
})
