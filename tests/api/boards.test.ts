import { beforeAll, describe, expect, it } from 'vitest'
import { addPricedProduct, addVendor, count } from './buyer-fixtures'
import { makeHarness, type Harness } from './harness'

let h: Harness
let other: { id: number; cookie: string }
beforeAll(async () => {
  h = await makeHarness()
  other = await h.addUser('boards-other')
})

const asOther = (method: 'get' | 'post' | 'patch' | 'delete', path: string) => h.call(method, path, other.cookie)
const createBoard = (body: Record<string, unknown>) => h.member('post', '/api/boards').send(body)

describe('evaluation boards', () => {
  it('refuses anonymous visitors with 401 on the calls that need an owner', async () => {
    expect((await h.anon('get', '/api/boards')).status).toBe(401)
    expect((await h.anon('post', '/api/boards').send({ name: 'Mine' })).status).toBe(401)
    expect((await h.anon('patch', '/api/boards/1').send({ name: 'X' })).status).toBe(401)
    expect((await h.anon('delete', '/api/boards/1')).status).toBe(401)
    expect((await h.anon('post', '/api/boards/1/duplicate').send({})).status).toBe(401)
    expect(await count(h.db, 'boards')).toBe(0)
  })

  it('creates a vendor board with defaults (201) and reads it back as its owner', async () => {
    const vendor = await addVendor(h.db)
    const res = await createBoard({ name: ' Endpoint shortlist ', items: [{ itemId: vendor.id }], weights: { security: 9, price: 0 } })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      userId: h.ids.member, name: 'Endpoint shortlist', type: 'vendor', items: [{ itemId: vendor.id }],
      weights: { security: 9, price: 0 }, notes: null, shared: false,
    })
    const read = await h.member('get', `/api/boards/${res.body.id}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: res.body.id, readOnly: false })
  })

  it('creates a product board whose items carry a tier and option of that product', async () => {
    const { product, tier, plain } = await addPricedProduct(h.db)
    const items = [{ itemId: product.id, tierId: tier.id, pricingOptionId: plain.id }, { itemId: product.id }]
    const res = await createBoard({ name: 'CRM picks', type: 'product', items })
    expect(res.status).toBe(201)
    expect(res.body.items).toEqual(items)
  })

  it('rejects unknown items with 400 errors.items naming the id, creating nothing', async () => {
    const before = await count(h.db, 'boards')
    const vendor = await addVendor(h.db)
    const unknownVendor = await createBoard({ name: 'B', items: [{ itemId: vendor.id }, { itemId: 987_654 }] })
    expect(unknownVendor.status).toBe(400)
    expect(unknownVendor.body.errors).toEqual({ items: 'Vendor 987654 not found' })
    const unknownProduct = await createBoard({ name: 'B', type: 'product', items: [{ itemId: 987_655 }] })
    expect(unknownProduct.body.errors).toEqual({ items: 'Product 987655 not found' })
    const a = await addPricedProduct(h.db)
    const b = await addPricedProduct(h.db)
    const foreignTier = await createBoard({ name: 'B', type: 'product', items: [{ itemId: a.product.id, tierId: b.tier.id }] })
    expect(foreignTier.body.errors.items).toBe(`Product ${a.product.id}: This tier is not one of the product's tiers`)
    // A product id on a vendor board is looked up as a vendor.
    const wrongType = await createBoard({ name: 'B', type: 'vendor', items: [{ itemId: a.product.id, tierId: a.tier.id }] })
    expect(wrongType.status).toBe(400)
    expect(await count(h.db, 'boards')).toBe(before)
  })

  it('rejects bad fields with 400 and field messages: name, more than 20 items, weights outside 0..10', async () => {
    const vendors = Array.from({ length: 21 }, (_, i) => ({ itemId: i + 1 }))
    const res = await createBoard({ name: '', items: vendors, weights: { security: 11, value: -1 }, type: 'service' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject({
      name: 'Board name is required',
      items: 'A board holds at most 20 items',
      'weights.security': 'Weights are between 0 and 10',
      'weights.value': 'Weights are between 0 and 10',
      type: "Item type must be 'vendor' or 'product'",
    })
  })

  it('lists the user’s boards newest first', async () => {
    const user = await h.addUser('boards-lister')
    const make = (name: string) => h.call('post', '/api/boards', user.cookie).send({ name })
    const first = (await make('First')).body
    const second = (await make('Second')).body
    const list = await h.call('get', '/api/boards', user.cookie)
    expect(list.body.map((b: { id: number }) => b.id)).toEqual([second.id, first.id])
  })

  it('updates with If-Match (200) and answers 412 with the current board when stale', async () => {
    const board = (await createBoard({ name: 'Draft' })).body
    const ok = await h.member('patch', `/api/boards/${board.id}`).set('If-Match', `"${board.version}"`).send({ name: 'Final', shared: true })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ name: 'Final', shared: true })
    const stale = await h.member('patch', `/api/boards/${board.id}`).set('If-Match', `"${board.version}"`).send({ name: 'Lost' })
    expect(stale.status).toBe(412)
    expect(stale.body.current.name).toBe('Final')
  })

  it('re-checks the items when the type changes', async () => {
    const vendor = await addVendor(h.db)
    expect(await count(h.db, 'products', 'id = ?', vendor.id)).toBe(0) // so the id names no product either
    const board = (await createBoard({ name: 'Switch', items: [{ itemId: vendor.id }] })).body
    const res = await h.member('patch', `/api/boards/${board.id}`).send({ type: 'product' })
    expect(res.status).toBe(400)
    expect(res.body.errors.items).toBe(`Product ${vendor.id} not found`)
    expect(await h.db.value('SELECT type FROM boards WHERE id = ?', board.id)).toBe('vendor')
  })

  it('shows a shared board to anyone by its share token, read-only, and no board by id to anyone but its owner (404)', async () => {
    const board = (await createBoard({ name: 'Open', shared: true })).body
    for (const read of [h.anon('get', `/api/boards/shared/${board.shareToken}`), asOther('get', `/api/boards/shared/${board.shareToken}`)]) {
      const res = await read
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ name: 'Open', readOnly: true })
      expect(res.body.userId).toBeUndefined()
    }
    // tests/security/board-sharing.test.ts covers tokens in full.
    expect((await h.anon('get', `/api/boards/${board.id}`)).status).toBe(404)
    expect((await asOther('get', `/api/boards/${board.id}`)).status).toBe(404)
    const hidden = (await createBoard({ name: 'Closed' })).body
    expect((await h.anon('get', `/api/boards/${hidden.id}`)).status).toBe(404)
    expect((await asOther('get', `/api/boards/${hidden.id}`)).status).toBe(404)
    expect((await h.member('get', '/api/boards/999999')).status).toBe(404)
  })

  it("never lets another user change or delete a board, shared or not (404, nothing changes)", async () => {
    const board = (await createBoard({ name: 'Guarded', shared: true })).body
    expect((await asOther('patch', `/api/boards/${board.id}`).send({ name: 'Taken' })).status).toBe(404)
    expect((await asOther('delete', `/api/boards/${board.id}`)).status).toBe(404)
    expect((await asOther('get', '/api/boards')).body.map((b: { id: number }) => b.id)).not.toContain(board.id)
    const stored = await h.db.get('SELECT name, version FROM boards WHERE id = ?', board.id)
    expect(stored).toEqual({ name: 'Guarded', version: board.version })
  })

  it('duplicates a board as "Copy of <name>" (201): the owner’s own by id, or a shared one by its token into the caller’s boards', async () => {
    const vendor = await addVendor(h.db)
    const board = (await createBoard({ name: 'Shortlist', items: [{ itemId: vendor.id }], weights: { value: 7 }, shared: true })).body
    const copy = await h.member('post', `/api/boards/${board.id}/duplicate`).send({})
    expect(copy.status).toBe(201)
    expect(copy.body).toMatchObject({ name: 'Copy of Shortlist', items: [{ itemId: vendor.id }], weights: { value: 7 }, shared: false, userId: h.ids.member })
    expect(copy.body.id).not.toBe(board.id)
    const theirs = await asOther('post', `/api/boards/shared/${board.shareToken}/duplicate`).send({})
    expect(theirs.status).toBe(201)
    expect(theirs.body.userId).toBe(other.id)
    expect((await asOther('post', `/api/boards/${board.id}/duplicate`).send({})).status).toBe(404)
    const hidden = (await createBoard({ name: 'Private' })).body
    expect((await asOther('post', `/api/boards/${hidden.id}/duplicate`).send({})).status).toBe(404)
  })

  it('deletes a board (204) with a tombstone for its owner; a second delete is 404', async () => {
    const board = (await createBoard({ name: 'Short lived' })).body
    expect((await h.member('delete', `/api/boards/${board.id}`)).status).toBe(204)
    expect((await h.member('get', `/api/boards/${board.id}`)).status).toBe(404)
    const log = await h.db.get("SELECT op, owner_id FROM change_log WHERE entity = 'board' AND entity_id = ?", board.id)
    expect(log).toEqual({ op: 'delete', owner_id: h.ids.member })
    expect((await h.member('delete', `/api/boards/${board.id}`)).status).toBe(404)
  })
})
