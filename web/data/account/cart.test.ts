// The cart module on fake-indexeddb: a visitor's cart stays local; a signed-in buyer's changes go
// through the outbox to the real server (over HTTP, on a real SQLite file), which ends up with the same cart.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addOption, addPricedProduct, addProduct, addTier, addVendor } from '../../../tests/api/buyer-fixtures'
import { makeSyncHarness, type SyncHarness } from '../../../tests/sync/sync-harness'
import { pull } from '../../sync/pull/pull'
import { sendPending } from '../../sync/push/sender'
import { CartError, VISITOR, addToCart, adoptVisitorLines, clearCart, removeLine, setQuantity } from './cart'
import { readCartView } from './cart-view'
import type { VettedDb } from '../../db/db'
import { useSession, type SessionUser } from '../../sync/base/session'

let h: SyncHarness
let member: SessionUser
beforeAll(async () => {
  h = await makeSyncHarness()
  member = { id: h.ids.member, username: 'member', email: 'member@example.com', firstName: null, lastName: null, role: 'user' }
})
beforeEach(() => useSession.setState({ user: null, known: true, checkedAt: 0 }))

const signIn = () => useSession.setState({ user: member, known: true, checkedAt: Date.now() })
/** A fresh local copy holding the server's catalogue (and the member's cart when signed in). */
async function copy(): Promise<VettedDb> {
  const d = h.newDb()
  await pull(d, { fetchImpl: h.fetchAs(useSession.getState().user ? h.cookies.member : undefined) })
  return d
}
const send = (d: VettedDb) => sendPending(d, h.fetchAs(h.cookies.member))
const serverCart = async () => (await h.member('get', '/api/cart')).body as { id: number; productId: number; tierId: number | null; pricingOptionId: number | null; quantity: number }[]

describe('a visitor\'s cart (local only)', () => {
  it('adds a new line with "Added to cart" and the same line again with "Updated cart"', async () => {
    const { product, tier, plain } = await addPricedProduct(h.db)
    const d = await copy()
    const choice = { productId: product.id, tierId: tier.id, pricingOptionId: plain.id }
    expect(await addToCart(choice, d)).toBe('Added to cart')
    expect(await addToCart({ ...choice, quantity: 3 }, d)).toBe('Updated cart')
    const lines = await d.cartLines.toArray()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ ...choice, quantity: 4, userId: VISITOR })
    expect(lines[0].id).toBeLessThan(0)
    expect(await d.outbox.count()).toBe(0)
  })

  it("uses the tier's recommended option, else its first, else none", async () => {
    const { product, tier, recommended } = await addPricedProduct(h.db)
    const other = await addProduct(h.db, (await addVendor(h.db)).id)
    const plainTier = await addTier(h.db, other.id, { name: 'Plain' })
    const first = await addOption(h.db, plainTier.id, { price: 5 })
    await addOption(h.db, plainTier.id, { price: 9 })
    const bare = await addTier(h.db, other.id, { name: 'Bare' })
    const d = await copy()
    await addToCart({ productId: product.id, tierId: tier.id }, d)
    await addToCart({ productId: other.id, tierId: plainTier.id }, d)
    await addToCart({ productId: other.id, tierId: bare.id }, d)
    const options = (await d.cartLines.toArray()).map((l) => [l.tierId, l.pricingOptionId])
    expect(options).toEqual(expect.arrayContaining([[tier.id, recommended.id], [plainTier.id, first.id], [bare.id, null]]))
  })

  it('sets quantities, removes at 0 or less, and clears, with the exact texts', async () => {
    const { product } = await addPricedProduct(h.db)
    const d = await copy()
    await addToCart({ productId: product.id }, d)
    const [line] = await d.cartLines.toArray()
    expect(await setQuantity(line.id, 6, d)).toBe('Updated cart')
    expect((await d.cartLines.get(line.id))?.quantity).toBe(6)
    expect(await setQuantity(line.id, -1, d)).toBe('Removed from cart')
    expect(await d.cartLines.count()).toBe(0)
    await addToCart({ productId: product.id }, d)
    const [again] = await d.cartLines.toArray()
    expect(await removeLine(again.id, d)).toBe('Removed from cart')
    await addToCart({ productId: product.id }, d)
    expect(await clearCart(d)).toBe('Cart cleared')
    expect(await d.cartLines.count()).toBe(0)
  })

  it('refuses a broken choice or a bad quantity and changes nothing', async () => {
    const { product, tier } = await addPricedProduct(h.db)
    const { tier: otherTier, plain: otherOption } = await addPricedProduct(h.db)
    const d = await copy()
    await expect(addToCart({ productId: 999_999 }, d)).rejects.toThrow(new CartError('Product not found'))
    await expect(addToCart({ productId: product.id, tierId: otherTier.id }, d)).rejects.toThrow("This tier is not one of the product's tiers")
    await expect(addToCart({ productId: product.id, tierId: tier.id, pricingOptionId: otherOption.id }, d)).rejects.toThrow("This pricing option is not one of the tier's options")
    await expect(addToCart({ productId: product.id, quantity: 0 }, d)).rejects.toThrow('Quantity must be at least 1')
    await expect(addToCart({ productId: product.id, quantity: 2.5 }, d)).rejects.toThrow('Quantity must be a whole number')
    expect(await d.cartLines.count()).toBe(0)
    await addToCart({ productId: product.id, quantity: 100_000 }, d)
    await expect(addToCart({ productId: product.id }, d)).rejects.toThrow('Quantity must be at most 100000')
    expect((await d.cartLines.toArray())[0].quantity).toBe(100_000)
  })
})

describe('the cart view', () => {
  it('prices each line (option price, else product price) and totals per currency with setup fees once', async () => {
    const product = await addProduct(h.db, (await addVendor(h.db)).id, { price: 40 })
    const tier = await addTier(h.db, product.id)
    const usd = await addOption(h.db, tier.id, { price: 10, setupFee: 100 })
    const eur = await addOption(h.db, tier.id, { price: '2.5', currency: 'EUR' })
    const d = await copy()
    await addToCart({ productId: product.id, tierId: tier.id, pricingOptionId: usd.id, quantity: 3 }, d)
    await addToCart({ productId: product.id, tierId: tier.id, pricingOptionId: eur.id, quantity: 4 }, d)
    await addToCart({ productId: product.id, quantity: 2 }, d)
    const view = await readCartView(d, await d.cartLines.toArray())
    expect(view.lines.map((l) => [l.key, l.unitPrice, l.currency, l.costs.firstBilling])).toEqual([
      [`${product.id}-${tier.id}-${usd.id}`, 10, 'USD', 130],
      [`${product.id}-${tier.id}-${eur.id}`, 2.5, 'EUR', 10],
      [`${product.id}-none-none`, 40, 'USD', 80],
    ])
    expect(Object.fromEntries(Object.entries(view.totals).map(([c, t]) => [c, t.firstBilling]))).toEqual({ USD: 210, EUR: 10 })
    expect(view.count).toBe(9)
    expect(view.lines[0].vendor?.name).toMatch(/^Vendor /)
  })
})

describe('the cart view: what a quantity means for each plan, and what lines cost over time', () => {
  it('a flat plan covers the users without multiplying its price; lines carry their period; totals give the first billing, per month and the first year', async () => {
    const product = await addProduct(h.db, (await addVendor(h.db)).id)
    const tier = await addTier(h.db, product.id)
    const flat = await addOption(h.db, tier.id, { price: 59, pricePerUser: false }) // "Flat price" Growth at $59/month
    const yearly = await addOption(h.db, tier.id, { price: 602, pricePerUser: false, paymentFrequency: 'annually', setupFee: 100 })
    const d = await copy()
    await addToCart({ productId: product.id, tierId: tier.id, pricingOptionId: flat.id, quantity: 5 }, d)
    await addToCart({ productId: product.id, tierId: tier.id, pricingOptionId: yearly.id, quantity: 1 }, d)
    const view = await readCartView(d, await d.cartLines.toArray())
    expect(view.lines.map((l) => [l.frequency, l.costs.perPeriod, l.costs.firstBilling])).toEqual([['monthly', 59, 59], ['annually', 602, 702]])
    expect(view.totals.USD).toEqual({ firstBilling: 761, perMonth: 109.17, firstYear: 1410, hasOneTime: false })
  })

  it("holds a line's users within its plan's limits, as the server does", async () => {
    const product = await addProduct(h.db, (await addVendor(h.db)).id)
    const tier = await addTier(h.db, product.id)
    const team = await addOption(h.db, tier.id, { price: 7, minimumUsers: 1, maximumUsers: 10 })
    const d = await copy()
    await addToCart({ productId: product.id, tierId: tier.id, pricingOptionId: team.id, quantity: 8 }, d)
    await expect(addToCart({ productId: product.id, tierId: tier.id, pricingOptionId: team.id, quantity: 3 }, d)).rejects.toThrow('This plan needs between 1 and 10 users')
    const [line] = await d.cartLines.toArray()
    await expect(setQuantity(line.id, 11, d)).rejects.toThrow('This plan needs between 1 and 10 users')
    expect((await d.cartLines.get(line.id))?.quantity).toBe(8)
  })
})

describe("a signed-in buyer's cart (through the outbox to the server)", () => {
  beforeEach(async () => {
    await h.member('delete', '/api/cart')
    signIn()
  })

  it('adds, adds again, sets and removes: the server ends with what the device shows', async () => {
    const { product, tier, recommended } = await addPricedProduct(h.db)
    const d = await copy()
    expect(await addToCart({ productId: product.id, tierId: tier.id }, d)).toBe('Added to cart')
    expect(await addToCart({ productId: product.id, tierId: tier.id, quantity: 2 }, d)).toBe('Updated cart')
    expect((await d.outbox.toArray()).map((e) => [e.name, e.args])).toEqual([
      ['cartLine.add', { productId: product.id, tierId: tier.id, pricingOptionId: recommended.id, quantity: 1 }],
      ['cartLine.add', { productId: product.id, tierId: tier.id, pricingOptionId: recommended.id, quantity: 2 }],
    ])
    expect(await send(d)).toMatchObject({ sent: 2, rejected: 0 })
    const [line] = await serverCart()
    expect(line).toMatchObject({ productId: product.id, tierId: tier.id, pricingOptionId: recommended.id, quantity: 3 })
    expect(await d.cartLines.toArray()).toEqual([expect.objectContaining({ id: line.id, quantity: 3 })]) // re-keyed

    await setQuantity(line.id, 8, d)
    await send(d)
    expect((await serverCart())[0].quantity).toBe(8)
    await setQuantity(line.id, 0, d)
    await send(d)
    expect(await serverCart()).toEqual([])
    expect(await d.cartLines.count()).toBe(0)
  })

  it('marks a line "requested" once a subscription request for its plan is sent, with the request\'s reference; a withdrawn request unmarks it', async () => {
    const { product, tier, plain } = await addPricedProduct(h.db)
    const d = await copy()
    await addToCart({ productId: product.id, tierId: tier.id, pricingOptionId: plain.id, quantity: 2 }, d)
    await send(d)
    const view = async () => (await readCartView(d, await d.cartLines.toArray())).lines[0].request
    expect(await view()).toBeNull()
    const placed = await h.member('post', '/api/orders').send({ productId: product.id, tierId: tier.id, pricingOptionId: plain.id, users: 2 })
    expect(placed.status).toBe(201)
    await pull(d, { scope: 'account', fetchImpl: h.fetchAs(h.cookies.member) })
    expect(await view()).toEqual({ id: placed.body.id, reference: placed.body.reference, status: 'requested', createdAt: placed.body.createdAt })
    await h.member('post', `/api/orders/${placed.body.id}/cancel`).send({})
    await pull(d, { scope: 'account', fetchImpl: h.fetchAs(h.cookies.member) })
    expect(await view()).toBeNull()
  })

  it('clears lines the server has and lines still waiting to be sent', async () => {
    const first = (await addPricedProduct(h.db)).product
    const second = (await addPricedProduct(h.db)).product
    const d = await copy()
    await addToCart({ productId: first.id }, d)
    await send(d)
    await addToCart({ productId: second.id }, d) // still queued when the cart is cleared
    await addToCart({ productId: first.id }, d)
    expect(await clearCart(d)).toBe('Cart cleared')
    expect(await d.cartLines.count()).toBe(0)
    expect(await send(d)).toMatchObject({ rejected: 0 })
    expect(await serverCart()).toEqual([])
    expect(await d.cartLines.count()).toBe(0)
  })

  it("moves a visitor's lines into the account on sign-in, merging with the account's own line", async () => {
    const { product, tier, plain } = await addPricedProduct(h.db)
    const other = (await addPricedProduct(h.db)).product
    await h.member('post', '/api/cart/lines').send({ productId: product.id, tierId: tier.id, pricingOptionId: plain.id, quantity: 2 })
    useSession.setState({ user: null })
    const d = await copy()
    await addToCart({ productId: product.id, tierId: tier.id, pricingOptionId: plain.id, quantity: 3 }, d)
    await addToCart({ productId: other.id }, d)
    signIn()
    await pull(d, { scope: 'account', fetchImpl: h.fetchAs(h.cookies.member) })
    await adoptVisitorLines(d, member)
    expect(await d.cartLines.filter((l) => l.userId === VISITOR).count()).toBe(0)
    await send(d)
    const cart = await serverCart()
    expect(cart.map((l) => [l.productId, l.quantity])).toEqual([[product.id, 5], [other.id, 1]])
    expect((await d.cartLines.toArray()).map((l) => [l.id, l.quantity]).sort()).toEqual(cart.map((l) => [l.id, l.quantity]).sort())
  })
})
