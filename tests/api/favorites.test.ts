import { beforeAll, describe, expect, it } from 'vitest'
import { addProduct, addVendor, count } from './buyer-fixtures'
import { makeHarness, type Harness } from './harness'

let h: Harness
let other: { id: number; cookie: string }
beforeAll(async () => {
  h = await makeHarness()
  other = await h.addUser('favorites-other')
})

const asOther = (method: 'get' | 'post' | 'delete', path: string) => h.call(method, path, other.cookie)

describe('favorites', () => {
  it('refuses anonymous visitors with 401 on every call', async () => {
    const vendor = await addVendor(h.db)
    expect((await h.anon('get', '/api/favorites')).status).toBe(401)
    expect((await h.anon('post', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })).status).toBe(401)
    expect((await h.anon('delete', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })).status).toBe(401)
    expect((await h.anon('delete', '/api/favorites/1')).status).toBe(401)
    expect(await count(h.db, 'favorites')).toBe(0)
  })

  it('saves a vendor (201) and answers the same favourite with 200 when saved again', async () => {
    const vendor = await addVendor(h.db, { name: 'Shieldly', slug: 'shieldly', category: 'security' })
    const first = await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      userId: h.ids.member, itemType: 'vendor', itemId: vendor.id,
      item: { name: 'Shieldly', slug: 'shieldly', category: 'security', logoUrl: vendor.logoUrl },
    })
    const again = await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: String(vendor.id) })
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(first.body.id)
    expect(await count(h.db, 'favorites', 'item_id = ?', vendor.id)).toBe(1)
  })

  it("lists newest first; a product without a logo shows its vendor's logo", async () => {
    const vendor = await addVendor(h.db, { logoUrl: 'https://cdn.example.com/parent.png' })
    const bare = await addProduct(h.db, vendor.id, { name: 'Bare', logoUrl: null })
    const own = await addProduct(h.db, vendor.id, { name: 'Own', logoUrl: 'https://cdn.example.com/own.png' })
    await h.member('post', '/api/favorites').send({ itemType: 'product', itemId: bare.id })
    await h.member('post', '/api/favorites').send({ itemType: 'product', itemId: own.id })
    const list = await h.member('get', '/api/favorites')
    expect(list.status).toBe(200)
    expect(list.body[0].item).toEqual({ logoUrl: 'https://cdn.example.com/own.png', name: 'Own', slug: own.slug, category: 'crm' })
    expect(list.body[1].item).toMatchObject({ logoUrl: 'https://cdn.example.com/parent.png', name: 'Bare' })
    expect(list.body.every((f: { userId: number }) => f.userId === h.ids.member)).toBe(true)
  })

  it('answers 404 "Vendor not found" / "Product not found" for items that do not exist', async () => {
    const vendor = await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: 999_999 })
    expect(vendor.status).toBe(404)
    expect(vendor.body.message).toBe('Vendor not found')
    const product = await h.member('post', '/api/favorites').send({ itemType: 'product', itemId: 999_999 })
    expect(product.body.message).toBe('Product not found')
    expect(await count(h.db, 'favorites', 'item_id = 999999')).toBe(0)
  })

  it('rejects bad input with 400 and field messages', async () => {
    const res = await h.member('post', '/api/favorites').send({ itemType: 'blog', itemId: -3 })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ itemType: "Item type must be 'vendor' or 'product'", itemId: 'Must be a positive id' })
    expect((await h.member('delete', '/api/favorites/abc')).status).toBe(400)
  })

  it('removes by item (204), then answers 404 "Favorite not found"', async () => {
    const vendor = await addVendor(h.db)
    await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })
    const gone = await h.member('delete', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })
    expect(gone.status).toBe(204)
    expect(await count(h.db, 'favorites', 'item_id = ?', vendor.id)).toBe(0)
    const again = await h.member('delete', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Favorite not found')
  })

  it('removes by id (204), leaving a tombstone in the change log for the owner', async () => {
    const vendor = await addVendor(h.db)
    const saved = (await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })).body
    expect((await h.member('delete', `/api/favorites/${saved.id}`)).status).toBe(204)
    const log = await h.db.get("SELECT op, owner_id FROM change_log WHERE entity = 'favorite' AND entity_id = ?", saved.id)
    expect(log).toEqual({ op: 'delete', owner_id: h.ids.member })
    expect((await h.member('delete', `/api/favorites/${saved.id}`)).status).toBe(404)
  })

  it("keeps each user's favourites to themselves: another user's id or item answers 404 and nothing changes", async () => {
    const vendor = await addVendor(h.db)
    const mine = (await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })).body
    const theirs = await asOther('get', '/api/favorites')
    expect(theirs.body.map((f: { id: number }) => f.id)).not.toContain(mine.id)
    expect((await asOther('delete', `/api/favorites/${mine.id}`)).status).toBe(404)
    expect((await asOther('delete', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })).status).toBe(404)
    expect(await count(h.db, 'favorites', 'id = ?', mine.id)).toBe(1)
    // The other user saving the same vendor gets a favourite of their own.
    const own = await asOther('post', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })
    expect(own.status).toBe(201)
    expect(own.body).toMatchObject({ userId: other.id })
    expect(own.body.id).not.toBe(mine.id)
  })
})
