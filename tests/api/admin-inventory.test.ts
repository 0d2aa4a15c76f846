// Every admin call, walked as an anonymous visitor (401) and as a member (403): nothing may change.
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../../api/db/seed/demo'
import { currentVersion } from '../../api/db/versioning'
import { makeHarness, vendorBody, type Harness } from './harness'

const ADMIN_CALLS: [method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: object][] = [
  ['post', '/api/vendors', vendorBody()],
  ['patch', '/api/vendors/1', { name: 'Hijacked' }],
  ['delete', '/api/vendors/1'],
  ['post', '/api/vendors/import', { vendors: [vendorBody({ name: 'Imported Vendor' })] }],
  ['post', '/api/products', { vendorId: 1, name: 'Sneaky Product' }],
  ['patch', '/api/products/1', { name: 'Hijacked' }],
  ['delete', '/api/products/1'],
  ['post', '/api/products/import', { products: [{ vendorId: 1, name: 'Imported Product' }] }],
  ['delete', '/api/products/1/tiers'],
  ['delete', '/api/products/1/pricing'],
  ['post', '/api/product-tiers', { productId: 1, name: 'Free for all' }],
  ['patch', '/api/product-tiers/1', { name: 'Hijacked' }],
  ['delete', '/api/product-tiers/1'],
  ['post', '/api/pricing-options', { productTierId: 1, price: 0 }],
  ['patch', '/api/pricing-options/1', { price: 0 }],
  ['delete', '/api/pricing-options/1'],
  ['post', '/api/blog/posts', { title: 'Spam', content: 'Spam' }],
  ['patch', '/api/blog/posts/1', { title: 'Hijacked' }],
  ['delete', '/api/blog/posts/1'],
  ['post', '/api/blog/categories', { name: 'Spam' }],
  ['patch', '/api/blog/categories/1', { name: 'Hijacked' }],
  ['delete', '/api/blog/categories/1'],
  ['post', '/api/resources', { title: 'Spam', description: 'Spam' }],
  ['put', '/api/resources/1', { title: 'Hijacked', description: 'Hijacked' }],
  ['delete', '/api/resources/1'],
  ['post', '/api/featured-comparisons', { name: 'Spam', type: 'vendor', items: [1, 2] }],
  ['patch', '/api/featured-comparisons/1', { name: 'Hijacked' }],
  ['delete', '/api/featured-comparisons/1'],
  ['get', '/api/admin/users'],
  ['post', '/api/admin/users', { username: 'mallory', email: 'mallory@example.com', password: 'secret123', role: 'admin' }],
  ['put', '/api/admin/users/1', { role: 'admin' }],
  ['post', '/api/admin/users/1/reset-password', { password: 'owned1234' }],
  ['delete', '/api/admin/users/1'],
  ['get', '/api/admin/mail-outbox'],
  ['get', '/api/admin/contact-messages'],
  ['get', '/api/admin/orders'],
  ['patch', '/api/admin/orders/1', { status: 'approved' }],
]

let h: Harness
const fingerprint = async () => ({
  version: await currentVersion(h.db),
  users: (await h.db.values<string>('SELECT username || role || is_active FROM users ORDER BY id')).join(),
  hashes: (await h.db.values<string>('SELECT password_hash FROM users ORDER BY id')).join(),
})

beforeAll(async () => {
  h = await makeHarness()
  await seedDemoCatalog(h.db)
})

describe('admin calls refuse everyone but admins and change nothing', () => {
  it.each(ADMIN_CALLS)('%s %s', async (method, path, body) => {
    const before = await fingerprint()
    const anon = await h.anon(method, path).send(body ?? {})
    expect(anon.status).toBe(401)
    expect(anon.body.message).toBeTruthy()
    const member = await h.member(method, path).send(body ?? {})
    expect(member.status).toBe(403)
    expect(member.body.message).toBeTruthy()
    expect(await fingerprint()).toEqual(before)
  })
})
