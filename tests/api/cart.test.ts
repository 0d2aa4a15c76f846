import { beforeAll, describe, expect, it } from 'vitest'
import { addOption, addPricedProduct, addProduct, addTier, addVendor, count } from './buyer-fixtures'
import { makeHarness, type Harness } from './harness'

let h: Harness
let other: { id: number; cookie: string }
beforeAll(async () => {
  h = await makeHarness()
  other = await h.addUser('cart-other')
})

const asOther = (method: 'get' | 'patch' | 'delete', path: string) => h.call(method, path, other.cookie)
const addLine = (body: Record<string, unknown>) => h.member('post', '/api/cart/lines').send(body)

describe('cart', () => {
  it('refuses anonymous visitors with 401 and changes nothing', async () => {
    const { product } = await addPricedProduct(h.db)
    expect((await h.anon('get', '/api/cart')).status).toBe(401)
    expect((await h.anon('post', '/api/cart/lines').send({ productId: product.id })).status).toBe(401)
    expect((await h.anon('patch', '/api/cart/lines/1').send({ quantity: 3 })).status).toBe(401)
    expect((await h.anon('delete', '/api/cart/lines/1')).status).toBe(401)
    expect((await h.anon('delete', '/api/cart')).status).toBe(401)
    expect(await count(h.db, 'cart_lines')).toBe(0)
  })

  it('adds a new line (201); adding it again adds to the quantity (200, quantity 2)', async () => {
    const { product, tier, plain } = await addPricedProduct(h.db)
    const body = { productId: product.id, tierId: tier.id, pricingOptionId: plain.id }
    const first = await addLine(body)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ ...body, userId: h.ids.member, quantity: 1 })
    const second = await addLine(body)
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({ id: first.body.id, quantity: 2 })
    const third = await addLine({ ...body, quantity: 5 })
    expect(third.body.quantity).toBe(7)
    expect(await count(h.db, 'cart_lines', 'product_id = ?', product.id)).toBe(1)
  })

  it("uses the tier's recommended option when only a tier is given", async () => {
    const { product, tier, recommended } = await addPricedProduct(h.db)
    const res = await addLine({ productId: product.id, tierId: tier.id })
    expect(res.status).toBe(201)
    expect(res.body.pricingOptionId).toBe(recommended.id)
  })

  it("falls back to the tier's first option, and to no option for a tier without any", async () => {
    const product = await addProduct(h.db, (await addVendor(h.db)).id)
    const priced = await addTier(h.db, product.id, { name: 'Priced' })
    const first = await addOption(h.db, priced.id, { price: 5 })
    await addOption(h.db, priced.id, { price: 9 })
    const empty = await addTier(h.db, product.id, { name: 'Empty' })
    expect((await addLine({ productId: product.id, tierId: priced.id })).body.pricingOptionId).toBe(first.id)
    const bare = await addLine({ productId: product.id, tierId: empty.id })
    expect(bare.body).toMatchObject({ tierId: empty.id, pricingOptionId: null })
  })

  it('keeps a product without tier or option as its own line', async () => {
    const { product, tier } = await addPricedProduct(h.db)
    expect((await addLine({ productId: product.id })).status).toBe(201)
    expect((await addLine({ productId: product.id })).body.quantity).toBe(2)
    expect((await addLine({ productId: product.id, tierId: tier.id })).status).toBe(201)
    expect(await count(h.db, 'cart_lines', 'product_id = ?', product.id)).toBe(2)
  })

  it('rejects a broken product → tier → option chain with 400 field errors, adding nothing', async () => {
    const a = await addPricedProduct(h.db)
    const b = await addPricedProduct(h.db)
    const before = await count(h.db, 'cart_lines')
    const missing = await addLine({ productId: 999_999 })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual({ productId: 'Product not found' })
    const foreignTier = await addLine({ productId: a.product.id, tierId: b.tier.id })
    expect(foreignTier.body.errors).toEqual({ tierId: "This tier is not one of the product's tiers" })
    const foreignOption = await addLine({ productId: a.product.id, tierId: a.tier.id, pricingOptionId: b.plain.id })
    expect(foreignOption.body.errors).toEqual({ pricingOptionId: "This pricing option is not one of the tier's options" })
    const optionOfOtherProduct = await addLine({ productId: a.product.id, pricingOptionId: b.plain.id })
    expect(optionOfOtherProduct.body.errors).toEqual({ pricingOptionId: "This pricing option is not one of the product's options" })
    const badQuantity = await addLine({ productId: a.product.id, quantity: 0 })
    expect(badQuantity.body.errors).toEqual({ quantity: 'Quantity must be at least 1' })
    expect(await count(h.db, 'cart_lines')).toBe(before)
  })

  it('an option given without its tier brings its tier onto the line', async () => {
    const { product, tier, plain } = await addPricedProduct(h.db)
    const res = await addLine({ productId: product.id, pricingOptionId: plain.id })
    expect(res.body).toMatchObject({ tierId: tier.id, pricingOptionId: plain.id })
  })

  it('PATCH sets the quantity (200); 0 removes the line (204)', async () => {
    const { product } = await addPricedProduct(h.db)
    const line = (await addLine({ productId: product.id })).body
    const set = await h.member('patch', `/api/cart/lines/${line.id}`).send({ quantity: 4 })
    expect(set.status).toBe(200)
    expect(set.body.quantity).toBe(4)
    const removed = await h.member('patch', `/api/cart/lines/${line.id}`).send({ quantity: 0 })
    expect(removed.status).toBe(204)
    expect(await count(h.db, 'cart_lines', 'id = ?', line.id)).toBe(0)
    expect((await h.member('patch', `/api/cart/lines/${line.id}`).send({ quantity: 2 })).status).toBe(404)
    const bad = await h.member('patch', `/api/cart/lines/${line.id}`).send({ quantity: 'lots' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.quantity).toBe('Must be a whole number')
  })

  it("holds a line's users within its plan's limits (400 errors.quantity), as subscription requests do; units and flat plans above none", async () => {
    const { product, tier } = await addPricedProduct(h.db)
    const team = await addOption(h.db, tier.id, { price: 7, minimumUsers: 5, maximumUsers: 50 })
    const few = await addLine({ productId: product.id, pricingOptionId: team.id, quantity: 4 })
    expect(few.status).toBe(400)
    expect(few.body.errors).toEqual({ quantity: 'This plan needs between 5 and 50 users' })
    const line = (await addLine({ productId: product.id, pricingOptionId: team.id, quantity: 5 })).body
    expect(line.quantity).toBe(5)
    const many = await h.member('patch', `/api/cart/lines/${line.id}`).send({ quantity: 51 })
    expect(many.status).toBe(400)
    expect(many.body.errors).toEqual({ quantity: 'This plan needs between 5 and 50 users' })
    expect((await addLine({ productId: product.id, pricingOptionId: team.id, quantity: 46 })).status).toBe(400)
    expect(await h.db.value('SELECT quantity FROM cart_lines WHERE id = ?', line.id)).toBe(5)
    const hardware = await addOption(h.db, tier.id, { price: 629, pricePerUser: false, paymentFrequency: 'one-time', minimumUsers: 5 })
    expect((await addLine({ productId: product.id, pricingOptionId: hardware.id, quantity: 2 })).status).toBe(201)
  })

  it('PATCH with a stale If-Match answers 412 with the current line', async () => {
    const { product } = await addPricedProduct(h.db)
    const line = (await addLine({ productId: product.id })).body
    await h.member('patch', `/api/cart/lines/${line.id}`).send({ quantity: 3 })
    const stale = await h.member('patch', `/api/cart/lines/${line.id}`).set('If-Match', `"${line.version}"`).send({ quantity: 9 })
    expect(stale.status).toBe(412)
    expect(stale.body.current.quantity).toBe(3)
  })

  it('lists the lines oldest first; DELETE removes one line (204) and DELETE /cart every line', async () => {
    const p1 = (await addPricedProduct(h.db)).product
    const p2 = (await addPricedProduct(h.db)).product
    const user = await h.addUser('cart-lister')
    const add = (productId: number) => h.call('post', '/api/cart/lines', user.cookie).send({ productId })
    const first = (await add(p1.id)).body
    const second = (await add(p2.id)).body
    const list = await h.call('get', '/api/cart', user.cookie)
    expect(list.body.map((l: { id: number }) => l.id)).toEqual([first.id, second.id])
    expect((await h.call('delete', `/api/cart/lines/${first.id}`, user.cookie)).status).toBe(204)
    expect((await h.call('delete', `/api/cart/lines/${first.id}`, user.cookie)).status).toBe(404)
    await add(p1.id)
    expect((await h.call('delete', '/api/cart', user.cookie)).status).toBe(204)
    expect((await h.call('get', '/api/cart', user.cookie)).body).toEqual([])
    const tombstones = "entity = 'cartLine' AND op = 'delete' AND owner_id = ?"
    expect(await count(h.db, 'change_log', tombstones, user.id)).toBe(3)
  })

  it("keeps each buyer's cart to themselves: another user's line answers 404 and nothing changes", async () => {
    const { product } = await addPricedProduct(h.db)
    const mine = (await addLine({ productId: product.id, quantity: 2 })).body
    expect((await asOther('get', '/api/cart')).body.map((l: { id: number }) => l.id)).not.toContain(mine.id)
    expect((await asOther('patch', `/api/cart/lines/${mine.id}`).send({ quantity: 50 })).status).toBe(404)
    expect((await asOther('patch', `/api/cart/lines/${mine.id}`).send({ quantity: 0 })).status).toBe(404)
    expect((await asOther('delete', `/api/cart/lines/${mine.id}`)).status).toBe(404)
    expect((await asOther('delete', '/api/cart')).status).toBe(204)
    const stored = await h.db.value('SELECT quantity FROM cart_lines WHERE id = ?', mine.id)
    expect(stored).toBe(2)
  })
})
