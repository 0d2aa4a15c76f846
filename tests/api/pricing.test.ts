import { beforeAll, describe, expect, it } from 'vitest'
import { makeHarness, vendorBody, type Harness } from './harness'

let h: Harness
let vendorId: number
let productId: number

type Row = { id: number; version: number; [k: string]: unknown }
const post = async (path: string, body: Record<string, unknown>): Promise<Row> => {
  const res = await h.admin('post', path).send(body)
  expect(res.status).toBe(201)
  return res.body
}
const newProduct = async (name: string) => await post('/api/products', { vendorId, name })
const newTier = async (over: Record<string, unknown>) => await post('/api/product-tiers', { productId, name: 'Basic', ...over })
const newOption = async (over: Record<string, unknown>) => await post('/api/pricing-options', { price: 10, ...over })
const count = async (table: string) => await h.db.value(`SELECT COUNT(*) FROM ${table}`) as number
const deleted = async (entity: string, id: number) =>
  await h.db.value(`SELECT op FROM change_log WHERE entity = ? AND entity_id = ?`, entity, id) === 'delete'

beforeAll(async () => {
  h = await makeHarness()
  vendorId = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Acme Security' }))).body.id
  productId = (await newProduct('Acme EDR')).id
})

describe('product tiers', () => {
  it('admin creates tiers with defaults; they list by sortOrder then id', async () => {
    const pro = await newTier({ name: 'Pro', sortOrder: 2, features: ['SSO', 'Audit log'], isPopular: true })
    const basic = await newTier({ name: 'Basic', sortOrder: '1' })
    const free = await newTier({ name: 'Free' })
    expect(free).toMatchObject({ productId, features: [], isPopular: false, sortOrder: 0, description: null })
    const res = await h.anon('get', `/api/products/${productId}/tiers`)
    expect(res.status).toBe(200)
    expect(res.body.map((t: Row) => t.id)).toEqual([free.id, basic.id, pro.id])
    expect(res.body[2]).toMatchObject({ name: 'Pro', features: ['SSO', 'Audit log'], isPopular: true })
    expect((await h.anon('get', '/api/products/99999/tiers')).status).toBe(404)
  })

  it('refuses an unknown product, bad input, members and visitors, storing nothing', async () => {
    const before = await count('product_tiers')
    const unknown = await h.admin('post', '/api/product-tiers').send({ productId: 99999, name: 'X' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual({ productId: 'Product not found' })
    const bad = await h.admin('post', '/api/product-tiers').send({ productId: 'one', name: '', sortOrder: 1.5 })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({ name: 'Tier name is required', sortOrder: 'Must be a whole number' })
    expect(bad.body.errors.productId).toBeTruthy()
    expect((await h.member('post', '/api/product-tiers').send({ productId, name: 'X' })).status).toBe(403)
    expect((await h.anon('post', '/api/product-tiers').send({ productId, name: 'X' })).status).toBe(401)
    expect(await count('product_tiers')).toBe(before)
  })

  it('updates with If-Match; a stale version answers 412 with the current row', async () => {
    const tier = await newTier({ name: 'Team' })
    const ok = await h.admin('patch', `/api/product-tiers/${tier.id}`).set('If-Match', `"${tier.version}"`).send({ description: 'For teams' })
    expect(ok.status).toBe(200)
    expect(ok.body.description).toBe('For teams')
    const stale = await h.admin('patch', `/api/product-tiers/${tier.id}`).set('If-Match', `"${tier.version}"`).send({ name: 'Lost' })
    expect(stale.status).toBe(412)
    expect(stale.body.current).toMatchObject({ id: tier.id, name: 'Team', description: 'For teams' })
    expect((await h.admin('patch', `/api/product-tiers/${tier.id}`).send({ productId: 99999 })).status).toBe(400)
    expect((await h.admin('patch', '/api/product-tiers/99999').send({ name: 'X' })).status).toBe(404)
    expect((await h.member('patch', `/api/product-tiers/${tier.id}`).send({ name: 'X' })).status).toBe(403)
  })

  it('deleting a tier deletes its options, with tombstones for both', async () => {
    const tier = await newTier({ name: 'Doomed' })
    const option = await newOption({ productTierId: tier.id })
    expect((await h.anon('delete', `/api/product-tiers/${tier.id}`)).status).toBe(401)
    expect((await h.member('delete', `/api/product-tiers/${tier.id}`)).status).toBe(403)
    expect((await h.admin('delete', `/api/product-tiers/${tier.id}`)).status).toBe(204)
    expect(await deleted('productTier', tier.id) && await deleted('pricingOption', option.id)).toBe(true)
    expect(await h.db.value('SELECT COUNT(*) FROM pricing_options WHERE id = ?', option.id)).toBe(0)
    expect((await h.admin('delete', `/api/product-tiers/${tier.id}`)).status).toBe(404)
  })
})

describe('pricing options', () => {
  let tier: Row
  beforeAll(async () => {
    tier = await newTier({ name: 'Options tier', sortOrder: 5 })
  })

  it('applies the defaults and accepts a price as a numeric string', async () => {
    const option = await newOption({ productTierId: tier.id, price: '12.50' })
    expect(option).toMatchObject({
      productTierId: tier.id, price: 12.5, currency: 'USD', paymentFrequency: 'monthly', contractTerm: 'flexible',
      setupFee: 0, trialDays: 0, minimumUsers: 1, maximumUsers: null, pricePerUser: true, isRecommended: false,
    })
  })

  it('refuses invalid currency, frequency, term, negative price, users out of order and unknown tiers', async () => {
    const before = await count('pricing_options')
    const bad = await h.admin('post', '/api/pricing-options').send({
      productTierId: tier.id, price: -1, currency: 'JPY', paymentFrequency: 'weekly', contractTerm: 'forever',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({
      price: 'Cannot be negative',
      currency: 'Currency must be USD, EUR or GBP',
      paymentFrequency: 'Payment frequency must be monthly, annually, quarterly or one-time',
      contractTerm: 'Contract term must be monthly, annual, quarterly or flexible',
    })
    const users = await h.admin('post', '/api/pricing-options').send({ productTierId: tier.id, price: 5, minimumUsers: 10, maximumUsers: 5 })
    expect(users.body.errors).toEqual({ maximumUsers: 'Maximum users cannot be below minimum users' })
    const belowDefault = await h.admin('post', '/api/pricing-options').send({ productTierId: tier.id, price: 5, maximumUsers: 0 })
    expect(belowDefault.status).toBe(400)
    const unknown = await h.admin('post', '/api/pricing-options').send({ productTierId: 99999, price: 5 })
    expect(unknown.body.errors).toEqual({ productTierId: 'Tier not found' })
    const noPrice = await h.admin('post', '/api/pricing-options').send({ productTierId: tier.id, price: 'free' })
    expect(noPrice.body.errors).toEqual({ price: 'Must be a number' })
    expect((await h.member('post', '/api/pricing-options').send({ productTierId: tier.id, price: 5 })).status).toBe(403)
    expect((await h.anon('post', '/api/pricing-options').send({ productTierId: tier.id, price: 5 })).status).toBe(401)
    expect(await count('pricing_options')).toBe(before)
  })

  it('keeps one recommended option per tier, bumping the version of the one that lost the flag', async () => {
    const first = await newOption({ productTierId: tier.id, price: 20, isRecommended: true })
    const other = await newTier({ name: 'Elsewhere' })
    const elsewhere = await newOption({ productTierId: other.id, price: 1, isRecommended: true })
    const second = await newOption({ productTierId: tier.id, price: 30, isRecommended: 'true' })
    const firstNow = await h.db.get('SELECT is_recommended, version FROM pricing_options WHERE id = ?', first.id) as { is_recommended: number; version: number }
    expect(firstNow.is_recommended).toBe(0)
    expect(firstNow.version).toBeGreaterThan(second.version) // the clearing is a write clients must pull
    expect(await h.db.value('SELECT is_recommended FROM pricing_options WHERE id = ?', elsewhere.id)).toBe(1)
    const back = await h.admin('patch', `/api/pricing-options/${first.id}`).send({ isRecommended: true })
    expect(back.body.isRecommended).toBe(true)
    expect(await h.db.value('SELECT is_recommended FROM pricing_options WHERE id = ?', second.id)).toBe(0)
  })

  it('updates with If-Match (412 when stale) and checks user bounds against the stored row', async () => {
    const option = await newOption({ productTierId: tier.id, price: 40, minimumUsers: 5 })
    const ok = await h.admin('patch', `/api/pricing-options/${option.id}`).set('If-Match', `"${option.version}"`).send({ price: '45', currency: 'EUR' })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ price: 45, currency: 'EUR' })
    const stale = await h.admin('patch', `/api/pricing-options/${option.id}`).set('If-Match', `"${option.version}"`).send({ price: 1 })
    expect(stale.status).toBe(412)
    expect(stale.body.current.price).toBe(45)
    const bounds = await h.admin('patch', `/api/pricing-options/${option.id}`).send({ maximumUsers: 3 })
    expect(bounds.status).toBe(400)
    expect(bounds.body.errors).toEqual({ maximumUsers: 'Maximum users cannot be below minimum users' })
    expect((await h.admin('patch', `/api/pricing-options/${option.id}`).send({ paymentFrequency: 'daily' })).status).toBe(400)
    expect((await h.admin('patch', `/api/pricing-options/${option.id}`).send({ productTierId: 99999 })).status).toBe(400)
    expect((await h.member('patch', `/api/pricing-options/${option.id}`).send({ price: 1 })).status).toBe(403)
    expect((await h.admin('patch', '/api/pricing-options/99999').send({ price: 1 })).status).toBe(404)
    expect(await h.db.get('SELECT price, maximum_users FROM pricing_options WHERE id = ?', option.id)).toEqual({ price: 45, maximum_users: null })
  })

  it('deletes one option with a tombstone; 404 the second time', async () => {
    const option = await newOption({ productTierId: tier.id })
    expect((await h.member('delete', `/api/pricing-options/${option.id}`)).status).toBe(403)
    expect((await h.admin('delete', `/api/pricing-options/${option.id}`)).status).toBe(204)
    expect(await deleted('pricingOption', option.id)).toBe(true)
    expect((await h.admin('delete', `/api/pricing-options/${option.id}`)).status).toBe(404)
  })
})

describe('pricing lists and clear-all', () => {
  let product: Row
  let tiers: Row[]
  let options: Row[]
  beforeAll(async () => {
    product = await newProduct('Acme Mail')
    const later = await post('/api/product-tiers', { productId: product.id, name: 'Business', sortOrder: 2 })
    const first = await post('/api/product-tiers', { productId: product.id, name: 'Starter', sortOrder: 1 })
    tiers = [first, later]
    options = [
      await newOption({ productTierId: later.id, price: 30, isRecommended: true }),
      await newOption({ productTierId: first.id, price: 10 }),
      await newOption({ productTierId: first.id, price: 100, paymentFrequency: 'annually' }),
    ]
  })

  it("lists a product's options in tier order, each with productId; 404 for an unknown product", async () => {
    const res = await h.anon('get', `/api/products/${product.id}/pricing`)
    expect(res.status).toBe(200)
    expect(res.body.map((o: Row) => [o.id, o.productTierId, o.productId, o.price])).toEqual([
      [options[1].id, tiers[0].id, product.id, 10],
      [options[2].id, tiers[0].id, product.id, 100],
      [options[0].id, tiers[1].id, product.id, 30],
    ])
    expect(res.body[2]).toMatchObject({ isRecommended: true, setupFee: 0, version: options[0].version })
    expect((await h.anon('get', '/api/products/99999/pricing')).status).toBe(404)
  })

  it("lists a vendor's options across its products with productName and tierName; 404 for an unknown vendor", async () => {
    const res = await h.anon('get', `/api/vendors/${vendorId}/pricing`)
    expect(res.status).toBe(200)
    const mail = res.body.filter((o: Row) => o.productId === product.id)
    expect(mail.map((o: Row) => [o.productName, o.tierName, o.price])).toEqual([
      ['Acme Mail', 'Starter', 10], ['Acme Mail', 'Starter', 100], ['Acme Mail', 'Business', 30],
    ])
    expect(res.body.some((o: Row) => o.productName === 'Acme EDR')).toBe(true)
    expect((await h.anon('get', '/api/vendors/99999/pricing')).status).toBe(404)
  })

  it('clears all options of a product in one call: { deleted: n }, tombstones, tiers kept', async () => {
    expect((await h.anon('delete', `/api/products/${product.id}/pricing`)).status).toBe(401)
    expect((await h.member('delete', `/api/products/${product.id}/pricing`)).status).toBe(403)
    const res = await h.admin('delete', `/api/products/${product.id}/pricing`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ deleted: 3 })
    for (const o of options) expect(await deleted('pricingOption', o.id)).toBe(true)
    expect((await h.anon('get', `/api/products/${product.id}/pricing`)).body).toEqual([])
    expect((await h.anon('get', `/api/products/${product.id}/tiers`)).body).toHaveLength(2)
    expect((await h.anon('get', `/api/products/${productId}/pricing`)).body.length).toBeGreaterThan(0) // other product untouched
  })

  it('clears all tiers of a product with their options: { deleted: n }, tombstones', async () => {
    const option = await newOption({ productTierId: tiers[0].id, price: 7 })
    expect((await h.anon('delete', `/api/products/${product.id}/tiers`)).status).toBe(401)
    expect((await h.member('delete', `/api/products/${product.id}/tiers`)).status).toBe(403)
    const res = await h.admin('delete', `/api/products/${product.id}/tiers`)
    expect(res.body).toEqual({ deleted: 2 })
    for (const t of tiers) expect(await deleted('productTier', t.id)).toBe(true)
    expect(await deleted('pricingOption', option.id)).toBe(true)
    expect((await h.anon('get', `/api/products/${product.id}/tiers`)).body).toEqual([])
    expect((await h.admin('delete', `/api/products/${product.id}/tiers`)).body).toEqual({ deleted: 0 })
    expect((await h.admin('delete', '/api/products/99999/tiers')).status).toBe(404)
    expect((await h.admin('delete', '/api/products/99999/pricing')).status).toBe(404)
  })
})
