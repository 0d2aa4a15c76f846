// A table of bad requests: each answers 4xx with a message, never 5xx, and changes nothing.
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../../api/db/seed/demo'
import { currentVersion } from '../../api/db/versioning'
import { makeHarness, vendorBody, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
  await seedDemoCatalog(h.db)
})

type Case = [name: string, status: number, send: () => request.Test]
const json = (t: request.Test, raw: string) => t.set('Content-Type', 'application/json').send(raw)

const CASES: Case[] = [
  ['broken JSON', 400, () => json(h.admin('post', '/api/vendors'), '{"name": "Acme",')],
  ['a JSON array instead of an object', 400, () => h.admin('post', '/api/vendors').send([vendorBody()])],
  ['JSON null body', 400, () => json(h.admin('post', '/api/vendors'), 'null')],
  ['a number where text belongs', 400, () => h.admin('post', '/api/vendors').send(vendorBody({ name: 42 }))],
  ['a list where text belongs', 400, () => h.admin('post', '/api/vendors').send(vendorBody({ description: ['a'] }))],
  ['a rating above 5', 400, () => h.admin('post', '/api/vendors').send(vendorBody({ securityRating: 5.1 }))],
  ['a negative rating', 400, () => h.admin('post', '/api/vendors').send(vendorBody({ valueRating: -1 }))],
  ['a javascript: link', 400, () => h.admin('post', '/api/vendors').send(vendorBody({ demoUrl: 'javascript:alert(1)' }))],
  ['a non-numeric id', 400, () => h.admin('patch', '/api/vendors/abc').send({ name: 'X' })],
  ['an unknown vendor id', 404, () => h.admin('patch', '/api/vendors/999999').send({ name: 'X' })],
  ['a product of an unknown vendor', 400, () => h.admin('post', '/api/products').send({ vendorId: 999999, name: 'Orphan' })],
  ['tiers of an unknown product', 404, () => h.anon('get', '/api/products/999999/tiers')],
  ['an invalid currency', 400, () => h.admin('post', '/api/pricing-options').send({ productTierId: 1, price: 10, currency: 'JPY' })],
  ['an invalid payment frequency', 400, () => h.admin('post', '/api/pricing-options').send({ productTierId: 1, price: 10, paymentFrequency: 'weekly' })],
  ['a negative price', 400, () => h.admin('post', '/api/pricing-options').send({ productTierId: 1, price: -5 })],
  ['a price that is not a number', 400, () => h.admin('post', '/api/pricing-options').send({ productTierId: 1, price: '12abc' })],
  ['an oversized body', 413, () => h.admin('post', '/api/vendors').send(vendorBody({ description: 'x'.repeat(1_100_000) }))],
  ['an import with only invalid rows', 400, () => h.admin('post', '/api/vendors/import').send({ vendors: [{ name: 'ab', logoUrl: 'ftp://x' }] })],
  ['an import that is not a list', 400, () => h.admin('post', '/api/vendors/import').send({ vendors: 'all of them' })],
  ['a product import row without vendorId', 400, () => h.admin('post', '/api/products/import').send({ products: [{ name: 'No vendor' }] })],
  ['no Origin header', 403, () => request(h.app).post('/api/vendors').set('Cookie', h.cookies.admin).send(vendorBody())],
  ['a cross-site Origin', 403, () => h.admin('post', '/api/vendors').set('Origin', 'https://evil.example').send(vendorBody())],
  ['a form-encoded body', 415, () => h.admin('post', '/api/vendors').type('form').send('name=Acme')],
  ['a text/plain body', 415, () => h.admin('post', '/api/vendors').set('Content-Type', 'text/plain').send('{"name":"Acme"}')],
  ['a malformed If-Match', 400, () => h.admin('patch', '/api/vendors/1').set('If-Match', 'yesterday').send({ name: 'X' })],
  ['a malformed Idempotency-Key', 400, () => h.admin('post', '/api/vendors').set('Idempotency-Key', 'has spaces!').send(vendorBody())],
  ['an overlong search', 400, () => h.anon('get', `/api/vendors?search=${'a'.repeat(201)}`)],
  ['a sync cursor that is not a number', 400, () => h.anon('get', '/api/sync/changes?since=yesterday')],
  ['an unknown favourite type', 400, () => h.member('post', '/api/favorites').send({ itemType: 'planet', itemId: 1 })],
  ['a cart line with a tier of another product', 400, () => h.member('post', '/api/cart/lines').send({ productId: 1, tierId: 999999 })],
  ['a register with a short password', 400, () => h.anon('post', '/api/auth/register').send({ username: 'newbie', email: 'n@example.com', password: '123' })],
  ['a register with a bad email', 400, () => h.anon('post', '/api/auth/register').send({ username: 'newbie', email: 'not-an-email', password: '123456' })],
  ['a blog post without content', 400, () => h.admin('post', '/api/blog/posts').send({ title: 'Only a title' })],
  ['a blog category with a bad colour', 400, () => h.admin('post', '/api/blog/categories').send({ name: 'Tips', color: 'blue' })],
  ['a featured comparison with one item', 400, () => h.admin('post', '/api/featured-comparisons').send({ name: 'Solo', type: 'vendor', items: [1] })],
  ['an order for more users than allowed', 400, () => h.member('post', '/api/orders').send({ productId: 1, tierId: 1, pricingOptionId: 1, users: 0 })],
]

describe('bad input answers 4xx with a message and changes nothing', () => {
  it.each(CASES)('%s → %i', async (_name, status, send) => {
    const before = await currentVersion(h.db)
    const res = await send()
    expect(res.status).toBe(status)
    expect(typeof res.body.message).toBe('string')
    expect(res.body.message.length).toBeGreaterThan(0)
    expect(await currentVersion(h.db)).toBe(before)
  })

  it('names the fields at fault', async () => {
    const res = await h.admin('post', '/api/vendors').send({ name: '', securityRating: 9 })
    expect(res.body.errors).toMatchObject({ name: 'Name is required', securityRating: 'Ratings are between 0 and 5' })
  })
})

