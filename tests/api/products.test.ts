import { beforeAll, describe, expect, it } from 'vitest'
import { jsonArrayValues } from '../../api/db/dialect'
import { makeHarness, vendorBody, type Harness } from './harness'

let h: Harness
let vendor: { id: number; slug: string }
let otherVendor: { id: number }

const productBody = (over: Record<string, unknown> = {}) => ({
  vendorId: vendor.id,
  name: 'Acme EDR',
  description: 'Endpoint detection and response',
  category: 'security',
  ...over,
})
const createProduct = async (over: Record<string, unknown> = {}) =>
  (await h.admin('post', '/api/products').send(productBody(over))).body
const countProducts = async () => await h.db.value('SELECT COUNT(*) FROM products') as number
const tombstones = async (entity: string, ids: number[]) =>
  await h.db.values(`SELECT entity_id FROM change_log WHERE entity = ? AND op = 'delete' AND entity_id IN ${jsonArrayValues(h.db, 'integer')} ORDER BY entity_id`, entity, JSON.stringify(ids))

beforeAll(async () => {
  h = await makeHarness()
  vendor = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Acme Security', logoUrl: 'https://example.com/acme.png' }))).body
  otherVendor = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Ledgerly', category: 'finance' }))).body
})

describe('products: create', () => {
  it('admin creates a product: 201, slug from the name, defaults, vendor joined', async () => {
    const res = await h.admin('post', '/api/products').send(productBody({ name: 'Acme Cloud EDR', pricingDetails: 'From $12 per seat' }))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      vendorId: vendor.id, name: 'Acme Cloud EDR', slug: 'acme-cloud-edr', type: 'software', featured: false,
      features: [], pros: [], cons: [], integrations: [], screenshots: [], supportedPlatforms: [], price: null,
      pricingDetails: 'From $12 per seat',
      vendor: { name: 'Acme Security', slug: vendor.slug, logoUrl: 'https://example.com/acme.png' },
    })
    expect(res.body.version).toBeGreaterThan(0)
    const stored = await h.db.value('SELECT pricing_details FROM products WHERE id = ?', res.body.id)
    expect(stored).toBe('From $12 per seat')
  })

  it('keeps slugs unique and honours a given slug', async () => {
    expect((await createProduct({ name: 'Acme Cloud EDR' })).slug).toBe('acme-cloud-edr-2')
    expect((await createProduct({ name: 'Other Name', slug: 'Custom Slug' })).slug).toBe('custom-slug')
  })

  it('refuses an unknown vendor with 400 and errors.vendorId, storing nothing', async () => {
    const before = await countProducts()
    const res = await h.admin('post', '/api/products').send(productBody({ vendorId: 99999 }))
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ vendorId: 'Vendor not found' })
    expect(await countProducts()).toBe(before)
  })

  it('refuses bad input with field messages, storing nothing', async () => {
    const before = await countProducts()
    const res = await h.admin('post', '/api/products').send({ vendorId: 'abc', name: '', price: -5, type: 'service', features: 7 })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject({ name: 'Name is required', price: 'Price cannot be negative', type: 'Type must be software or hardware' })
    expect(res.body.errors.vendorId).toBeTruthy()
    expect(res.body.errors.features).toBeTruthy()
    expect(await countProducts()).toBe(before)
  })

  it('refuses anonymous visitors (401) and members (403), storing nothing', async () => {
    const before = await countProducts()
    expect((await h.anon('post', '/api/products').send(productBody())).status).toBe(401)
    expect((await h.member('post', '/api/products').send(productBody())).status).toBe(403)
    expect(await countProducts()).toBe(before)
  })
})

describe('products: read', () => {
  beforeAll(async () => {
    await createProduct({ vendorId: otherVendor.id, name: 'Zeta Books', description: 'Handles INVOICES', featured: true, category: 'finance', type: 'software' })
    await createProduct({ vendorId: otherVendor.id, name: 'Till Terminal', type: 'hardware', category: 'finance' })
  })

  it('lists featured first, then by name, each with its vendor', async () => {
    const res = await h.anon('get', '/api/products')
    expect(res.status).toBe(200)
    const names = res.body.map((p: { name: string }) => p.name)
    expect(names[0]).toBe('Zeta Books') // featured, though last by name
    expect(names.indexOf('Acme EDR')).toBeLessThan(names.indexOf('Till Terminal'))
    expect(res.body[0].vendor).toEqual({ name: 'Ledgerly', slug: 'ledgerly', logoUrl: 'https://example.com/logo.png' })
  })

  it('searches name or description case-insensitively and filters by vendor, category, type and featured', async () => {
    const names = async (q: string) => (await h.anon('get', `/api/products?${q}`)).body.map((p: { name: string }) => p.name)
    expect(await names('search=invoices')).toEqual(['Zeta Books'])
    expect(await names('search=TILL')).toEqual(['Till Terminal'])
    expect(await names(`vendorId=${otherVendor.id}`)).toEqual(['Zeta Books', 'Till Terminal'])
    expect(await names('type=hardware')).toEqual(['Till Terminal'])
    expect(await names('featured=true')).toEqual(['Zeta Books'])
    expect(await names('category=finance')).toEqual(['Zeta Books', 'Till Terminal'])
    expect((await h.anon('get', '/api/products?type=service')).status).toBe(400)
  })

  it('reads one by slug or numeric id, 404 with a message when unknown', async () => {
    const bySlug = await h.anon('get', '/api/products/zeta-books')
    expect(bySlug.status).toBe(200)
    expect(bySlug.body.vendor.name).toBe('Ledgerly')
    const byId = await h.anon('get', `/api/products/${bySlug.body.id}`)
    expect(byId.body.slug).toBe('zeta-books')
    const missing = await h.anon('get', '/api/products/no-such-product')
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Product not found')
  })

  it("lists a vendor's products; 404 for an unknown vendor", async () => {
    const res = await h.anon('get', `/api/vendors/${otherVendor.id}/products`)
    expect(res.status).toBe(200)
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Zeta Books', 'Till Terminal'])
    expect((await h.anon('get', '/api/vendors/99999/products')).status).toBe(404)
  })
})

describe('products: update', () => {
  it('updates with If-Match and answers 412 with the current row when stale', async () => {
    const created = await createProduct({ name: 'Versioned Product' })
    const ok = await h.admin('patch', `/api/products/${created.id}`).set('If-Match', `"${created.version}"`).send({ description: 'New text', pricingDetails: '$5' })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ description: 'New text', pricingDetails: '$5', slug: 'versioned-product', vendor: { name: 'Acme Security' } })
    expect(ok.body.version).toBeGreaterThan(created.version)
    const stale = await h.admin('patch', `/api/products/${created.id}`).set('If-Match', `"${created.version}"`).send({ description: 'Lost?' })
    expect(stale.status).toBe(412)
    expect(stale.body.current.description).toBe('New text')
    expect(await h.db.value('SELECT description FROM products WHERE id = ?', created.id)).toBe('New text')
  })

  it('moves a product to another existing vendor, refuses an unknown one', async () => {
    const created = await createProduct({ name: 'Movable' })
    const moved = await h.admin('patch', `/api/products/${created.id}`).send({ vendorId: otherVendor.id })
    expect(moved.body.vendor.name).toBe('Ledgerly')
    const bad = await h.admin('patch', `/api/products/${created.id}`).send({ vendorId: 99999 })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ vendorId: 'Vendor not found' })
    expect(await h.db.value('SELECT vendor_id FROM products WHERE id = ?', created.id)).toBe(otherVendor.id)
  })

  it('refuses bad input, unknown ids, members and visitors', async () => {
    const created = await createProduct({ name: 'Guarded' })
    expect((await h.admin('patch', `/api/products/${created.id}`).send({ price: 'cheap' })).body.errors).toEqual({ price: 'Must be a number' })
    expect((await h.admin('patch', '/api/products/99999').send({ name: 'X' })).status).toBe(404)
    expect((await h.member('patch', `/api/products/${created.id}`).send({ name: 'X' })).status).toBe(403)
    expect((await h.anon('patch', `/api/products/${created.id}`).send({ name: 'X' })).status).toBe(401)
    expect(await h.db.value('SELECT name FROM products WHERE id = ?', created.id)).toBe('Guarded')
  })
})

describe('products: delete', () => {
  it('deletes a product with its tiers and options, leaving tombstones for each', async () => {
    const product = await createProduct({ name: 'Short Lived' })
    const tier = (await h.admin('post', '/api/product-tiers').send({ productId: product.id, name: 'Basic' })).body
    const option = (await h.admin('post', '/api/pricing-options').send({ productTierId: tier.id, price: 10 })).body
    expect((await h.member('delete', `/api/products/${product.id}`)).status).toBe(403)
    expect((await h.anon('delete', `/api/products/${product.id}`)).status).toBe(401)
    expect((await h.admin('delete', `/api/products/${product.id}`)).status).toBe(204)
    expect((await h.anon('get', '/api/products/short-lived')).status).toBe(404)
    expect(await tombstones('product', [product.id])).toEqual([product.id])
    expect(await tombstones('productTier', [tier.id])).toEqual([tier.id])
    expect(await tombstones('pricingOption', [option.id])).toEqual([option.id])
    expect(await h.db.value('SELECT COUNT(*) FROM pricing_options WHERE id = ?', option.id)).toBe(0)
    expect((await h.admin('delete', `/api/products/${product.id}`)).status).toBe(404)
  })
})
