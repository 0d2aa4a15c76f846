// Queued actions re-run on the rows a pull brings (docs/sync.md, "Outbox"): a queued change is a named
// mutation, and a rebase re-runs it on the newer server row, so what the person did stays on screen
// until it is sent, whatever changed on the server meanwhile.
import { beforeAll, describe, expect, it } from 'vitest'
import { addToCart } from '../../web/data/account/cart'
import { cancelRequest } from '../../web/data/account/orders'
import { pull } from '../../web/sync/pull/pull'
import { sendPending } from '../../web/sync/push/sender'
import { addPricedProduct } from '../api/buyer-fixtures'
import { actAs, makeSyncHarness, offline, type SyncHarness } from './sync-harness'

let h: SyncHarness
let priced: Awaited<ReturnType<typeof addPricedProduct>>
beforeAll(async () => {
  h = await makeSyncHarness()
  priced = await addPricedProduct(h.db)
})

async function memberCopy() {
  actAs(h, h.cookies.member)
  const db = h.newDb()
  await pull(db, { fetchImpl: h.fetchAs(h.cookies.member), ownerId: h.ids.member })
  return db
}

describe('a queued action over a row the server changed meanwhile', () => {
  it('an order cancelled offline stays cancelled when a pull brings the order with a newer status', async () => {
    const order = (await h.member('post', '/api/orders').send({ productId: priced.product.id, tierId: priced.tier.id, pricingOptionId: priced.recommended.id, users: 3 })).body
    const db = await memberCopy()
    await cancelRequest(order.id, db)
    expect((await db.orders.get(order.id))?.status).toBe('cancelled')
    expect((await h.admin('patch', `/api/admin/orders/${order.id}`).send({ status: 'in-review' })).status).toBe(200)
    await pull(db, { fetchImpl: h.fetchAs(h.cookies.member), ownerId: h.ids.member })
    expect((await db.orders.get(order.id))?.status).toBe('cancelled')
    // Sent, the cancel lands (an order in review may still be withdrawn), and the copy is the server's.
    expect(await sendPending(db, h.fetchAs(h.cookies.member), { ownerId: h.ids.member })).toMatchObject({ sent: 1, rejected: 0 })
    await pull(db, { fetchImpl: h.fetchAs(h.cookies.member), ownerId: h.ids.member })
    expect((await db.orders.get(order.id))?.status).toBe('cancelled')
  })

  it('a quantity added offline shows on top of the line the server holds now, and lands once', async () => {
    const line = { productId: priced.product.id, tierId: priced.tier.id }
    const db = await memberCopy()
    expect(await addToCart({ ...line, quantity: 2 }, db)).toBe('Added to cart')
    await sendPending(db, h.fetchAs(h.cookies.member), { ownerId: h.ids.member })
    await addToCart({ ...line, quantity: 3 }, db) // offline: 5 here
    await sendPending(db, offline, { ownerId: h.ids.member })
    const [serverLine] = (await h.member('get', '/api/cart')).body as { id: number; quantity: number }[]
    // Another device adds 4 meanwhile: the server holds 6.
    expect((await h.member('post', '/api/cart/lines').send({ ...line, pricingOptionId: priced.recommended.id, quantity: 4 })).body.quantity).toBe(6)
    await pull(db, { fetchImpl: h.fetchAs(h.cookies.member), ownerId: h.ids.member })
    expect((await db.cartLines.get(serverLine.id))?.quantity).toBe(9)
    expect(await sendPending(db, h.fetchAs(h.cookies.member), { ownerId: h.ids.member, ignoreBackoff: true })).toMatchObject({ sent: 1 })
    expect((await h.member('get', '/api/cart')).body[0].quantity).toBe(9)
  })
})
