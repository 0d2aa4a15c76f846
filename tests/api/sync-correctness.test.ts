// Sync correctness on the server: counters that do not make edits conflict, ids that are never given
// to a second row, and deletes that honour If-Match like updates do.
import { beforeAll, describe, expect, it } from 'vitest'
import request from 'supertest'
import { createApp } from '../../api/app'
import { openDatabase } from '../../api/db/connection'
import { migrate } from '../../api/db/migrate'
import { feedCursor } from '../../api/sync/cursor'
import { addPricedProduct, addVendor, count } from './buyer-fixtures'
import { ORIGIN, makeHarness, vendorBody, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

const feedSince = async (since: number) => {
  const res = await h.admin('get', `/api/sync/changes?since=${await feedCursor(h.db, since)}&limit=1000`)
  expect(res.status).toBe(200)
  return res.body.changes as { entity: string; id: number; op: string }[]
}
const created = async (path: string, body: Record<string, unknown>) => {
  const res = await h.admin('post', path).send(body)
  expect(res.status).toBe(201)
  return res.body
}

describe('view and download counters', () => {
  it('counting views keeps the post version: a PATCH with the old If-Match succeeds, the feed has no change', async () => {
    const post = await created('/api/blog/posts', { title: 'Counted Post', content: '<p>x</p>', published: true })
    // Three visitors: each moves a counter once an hour (api/counters/visits.ts).
    for (const visit of [h.anon, h.member, h.admin]) expect((await visit('post', `/api/blog/posts/${post.id}/view`).send({})).status).toBe(204)
    const read = (await h.anon('get', `/api/blog/posts/${post.id}`)).body
    expect(read).toMatchObject({ views: 3, version: post.version })
    expect((await feedSince(post.version)).filter((c) => c.entity === 'blogPost' && c.id === post.id)).toEqual([])
    const patched = await h.admin('patch', `/api/blog/posts/${post.id}`).set('If-Match', `"${post.version}"`).send({ title: 'Edited' })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ title: 'Edited', views: 3 })
    expect(await h.db.value('SELECT views FROM blog_posts WHERE id = ?', post.id)).toBe(3)
  })

  it('counting downloads keeps the resource version: a PUT with the old If-Match succeeds, the feed has no change', async () => {
    const body = { title: 'Counted Guide', description: 'd', published: true, downloadUrl: 'https://files.example.com/g.pdf' }
    const resource = await created('/api/resources', body)
    for (const [i, visit] of [h.anon, h.member, h.admin].entries()) {
      const res = await visit('post', `/api/resources/${resource.id}/download`).send({})
      expect(res.status).toBe(200)
      expect(res.body.downloads).toBe(i + 1)
    }
    expect((await h.anon('get', `/api/resources/${resource.id}`)).body).toMatchObject({ downloads: 3, version: resource.version })
    expect((await feedSince(resource.version)).filter((c) => c.entity === 'resource' && c.id === resource.id)).toEqual([])
    const put = await h.admin('put', `/api/resources/${resource.id}`).set('If-Match', `"${resource.version}"`).send({ ...body, title: 'Edited Guide' })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ title: 'Edited Guide', downloads: 3 })
  })
})

describe('ids are never reused', () => {
  const maxVendorId = async () => await h.db.value('SELECT MAX(id) FROM vendors') as number

  it('a new vendor does not take the id of the deleted highest one, also after a restart and through an import', async () => {
    const first = await created('/api/vendors', vendorBody({ name: 'Highest One' }))
    expect(await maxVendorId()).toBe(first.id)
    expect((await h.admin('delete', `/api/vendors/${first.id}`)).status).toBe(204)
    const second = await created('/api/vendors', vendorBody({ name: 'Next One' }))
    expect(second.id).toBeGreaterThan(first.id)

    // A restart: a second connection to the same file, migrated again, with its own app.
    expect((await h.admin('delete', `/api/vendors/${second.id}`)).status).toBe(204)
    const db = openDatabase(h.dbPath)
    try {
      await migrate(db)
      const app = await createApp({ db, config: h.config })
      const res = await request(app).post('/api/vendors').set('Origin', ORIGIN).set('Cookie', h.cookies.admin).send(vendorBody({ name: 'After Restart' }))
      expect(res.status).toBe(201)
      expect(res.body.id).toBeGreaterThan(second.id)
      expect((await request(app).delete(`/api/vendors/${res.body.id}`).set('Origin', ORIGIN).set('Cookie', h.cookies.admin)).status).toBe(204)
      const imported = await h.admin('post', '/api/vendors/import').send({ vendors: [vendorBody({ name: 'Imported One' })] })
      expect(imported.status).toBe(200)
      expect(await h.db.value("SELECT id FROM vendors WHERE name = 'Imported One'")).toBeGreaterThan(res.body.id)
    } finally {
      await db.close()
    }
  })

  it('a per-user row (a board) does not take a deleted id either', async () => {
    const board = (await h.member('post', '/api/boards').send({ name: 'Shortlist' })).body
    expect((await h.member('delete', `/api/boards/${board.id}`)).status).toBe(204)
    const next = await h.member('post', '/api/boards').send({ name: 'Shortlist again' })
    expect(next.status).toBe(201)
    expect(next.body.id).toBeGreaterThan(board.id)
  })
})

describe('DELETE honours If-Match', () => {
  it('a catalogue delete with a stale version answers 412 with the current row and deletes nothing', async () => {
    const vendor = await created('/api/vendors', vendorBody({ name: 'Guarded Vendor' }))
    const edited = (await h.admin('patch', `/api/vendors/${vendor.id}`).set('If-Match', `"${vendor.version}"`).send({ description: 'Changed' })).body
    const stale = await h.admin('delete', `/api/vendors/${vendor.id}`).set('If-Match', `"${vendor.version}"`)
    expect(stale.status).toBe(412)
    expect(stale.body.current).toMatchObject({ id: vendor.id, description: 'Changed', version: edited.version })
    expect(await count(h.db, 'vendors', 'id = ?', vendor.id)).toBe(1)
    expect((await h.admin('delete', `/api/vendors/${vendor.id}`).set('If-Match', `"${edited.version}"`)).status).toBe(204)
    expect(await count(h.db, 'vendors', 'id = ?', vendor.id)).toBe(0)
  })

  it('products, tiers and pricing options: stale 412 with the current row, current version 204', async () => {
    const { product, tier, plain } = await addPricedProduct(h.db)
    for (const [path, row] of [[`/api/pricing-options/${plain.id}`, plain], [`/api/product-tiers/${tier.id}`, tier], [`/api/products/${product.id}`, product]] as const) {
      const stale = await h.admin('delete', path).set('If-Match', `"${row.version - 1}"`)
      expect(stale.status).toBe(412)
      expect(stale.body.current).toMatchObject({ id: row.id, version: row.version })
      expect((await h.admin('delete', path).set('If-Match', `"${row.version}"`)).status).toBe(204)
    }
  })

  it('content and admin rows: blog posts, blog categories, resources, featured comparisons, users', async () => {
    const vendors = [(await addVendor(h.db)).id, (await addVendor(h.db)).id]
    const user = await h.addUser('delete-guard')
    const userRow = (await h.admin('get', '/api/admin/users')).body.find((u: { id: number }) => u.id === user.id)
    const rows: [string, { id: number; version: number }][] = [
      ['/api/blog/posts', await created('/api/blog/posts', { title: 'Guarded Post', content: 'x' })],
      ['/api/blog/categories', await created('/api/blog/categories', { name: 'Guarded Category' })],
      ['/api/resources', await created('/api/resources', { title: 'Guarded Resource', description: 'd' })],
      ['/api/featured-comparisons', await created('/api/featured-comparisons', { name: 'Guarded', type: 'vendor', items: vendors })],
      ['/api/admin/users', userRow],
    ]
    for (const [base, row] of rows) {
      const stale = await h.admin('delete', `${base}/${row.id}`).set('If-Match', `"${row.version + 1000}"`)
      expect(stale.status, base).toBe(412)
      expect(stale.body.current, base).toMatchObject({ id: row.id, version: row.version })
      expect((await h.admin('delete', `${base}/${row.id}`).set('If-Match', `"${row.version}"`)).status, base).toBe(204)
    }
  })

  it('per-user rows: a stale board, cart line or favourite is kept with 412; the current version deletes', async () => {
    const { product, tier, plain } = await addPricedProduct(h.db)
    const board = (await h.member('post', '/api/boards').send({ name: 'Guarded board' })).body
    const line = (await h.member('post', '/api/cart/lines').send({ productId: product.id, tierId: tier.id, pricingOptionId: plain.id })).body
    const favorite = (await h.member('post', '/api/favorites').send({ itemType: 'product', itemId: product.id })).body
    const renamed = (await h.member('patch', `/api/boards/${board.id}`).set('If-Match', `"${board.version}"`).send({ name: 'Renamed' })).body
    const stale = await h.member('delete', `/api/boards/${board.id}`).set('If-Match', `"${board.version}"`)
    expect(stale.status).toBe(412)
    expect(stale.body.current).toMatchObject({ id: board.id, name: 'Renamed', version: renamed.version })
    expect(await count(h.db, 'boards', 'id = ?', board.id)).toBe(1)
    for (const [path, row] of [[`/api/cart/lines/${line.id}`, line], [`/api/favorites/${favorite.id}`, favorite]] as const) {
      const res = await h.member('delete', path).set('If-Match', `"${row.version + 1}"`)
      expect(res.status, path).toBe(412)
      expect(res.body.current, path).toMatchObject({ id: row.id, version: row.version })
    }
    expect(await count(h.db, 'cart_lines', 'id = ?', line.id) + await count(h.db, 'favorites', 'id = ?', favorite.id)).toBe(2)
    for (const [path, row] of [[`/api/boards/${board.id}`, renamed], [`/api/cart/lines/${line.id}`, line], [`/api/favorites/${favorite.id}`, favorite]] as const) {
      expect((await h.member('delete', path).set('If-Match', `"${row.version}"`)).status, path).toBe(204)
    }
  })

  it('without If-Match a delete works as before; an unknown id is 404 with or without it; another user’s row is 404', async () => {
    const vendor = await created('/api/vendors', vendorBody({ name: 'Unguarded Vendor' }))
    expect((await h.admin('delete', `/api/vendors/${vendor.id}`)).status).toBe(204)
    expect((await h.admin('delete', `/api/vendors/${vendor.id}`).set('If-Match', `"${vendor.version}"`)).status).toBe(404)
    expect((await h.admin('delete', '/api/products/987654').set('If-Match', '"1"')).status).toBe(404)
    const board = (await h.member('post', '/api/boards').send({ name: 'Mine' })).body
    const other = await h.addUser('delete-guard-other')
    expect((await h.call('delete', `/api/boards/${board.id}`, other.cookie).set('If-Match', `"${board.version + 1}"`)).status).toBe(404)
    expect((await h.member('delete', '/api/cart/lines/987654').set('If-Match', '"1"')).status).toBe(404)
  })
})
