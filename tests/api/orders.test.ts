import { beforeAll, describe, expect, it } from 'vitest'
import { addOption, addPricedProduct, count } from './buyer-fixtures'
import { makeHarness, type Harness } from './harness'

let h: Harness
let other: { id: number; cookie: string }
beforeAll(async () => {
  h = await makeHarness()
  other = await h.addUser('orders-other')
})

const asOther = (method: 'get' | 'post', path: string) => h.call(method, path, other.cookie)
const placeOrder = (body: Record<string, unknown>) => h.member('post', '/api/orders').send(body)

/** A plan of 12.50 per user per month with a 99 setup fee, for 5 to 50 users. */
async function teamPlan() {
  const { product, tier } = await addPricedProduct(h.db)
  const option = await addOption(h.db, tier.id, {
    price: 12.5, setupFee: 99, pricePerUser: true, minimumUsers: 5, maximumUsers: 50, currency: 'EUR', paymentFrequency: 'monthly', trialDays: 14,
  })
  return { productId: product.id, tierId: tier.id, pricingOptionId: option.id }
}

describe('subscription requests', () => {
  it('refuses anonymous visitors (401) and members on admin calls (403), changing nothing', async () => {
    const plan = await teamPlan()
    expect((await h.anon('get', '/api/orders')).status).toBe(401)
    expect((await h.anon('post', '/api/orders').send({ ...plan, users: 10 })).status).toBe(401)
    expect((await h.anon('post', '/api/orders/1/cancel').send({})).status).toBe(401)
    expect((await h.anon('get', '/api/admin/orders')).status).toBe(401)
    expect((await h.member('get', '/api/admin/orders')).status).toBe(403)
    expect((await h.member('patch', '/api/admin/orders/1').send({ status: 'approved' })).status).toBe(403)
    expect(await count(h.db, 'orders')).toBe(0)
  })

  it('records a request (201) with the price snapshot: 10 users × 12.50 + 99 setup = 224.00', async () => {
    const plan = await teamPlan()
    const res = await placeOrder({ ...plan, users: 10, company: 'Northwind', notes: 'Start in May' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      ...plan, userId: h.ids.member, users: 10, company: 'Northwind', notes: 'Start in May', status: 'requested',
      unitPrice: 12.5, setupFee: 99, currency: 'EUR', paymentFrequency: 'monthly', pricePerUser: true, trialDays: 14, total: 224,
      contactEmail: 'member@example.com', // the buyer's own address when none is given
    })
    expect(await h.db.value('SELECT total FROM orders WHERE id = ?', res.body.id)).toBe(224)
  })

  it('gives each request a readable reference of its own, mailed to the buyer with the request and with each status change', async () => {
    const plan = await teamPlan()
    const first = (await placeOrder({ ...plan, users: 10, contactEmail: 'buyer@northwind.example' })).body
    const second = (await placeOrder({ ...plan, users: 11 })).body
    expect(first.reference).toMatch(/^VT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(second.reference).toMatch(/^VT-/)
    expect(second.reference).not.toBe(first.reference)
    expect((await h.member('get', '/api/orders')).body.find((o: { id: number }) => o.id === first.id).reference).toBe(first.reference)
    const mail = async () => await h.db.get('SELECT to_email AS "to", subject, body FROM mail_outbox ORDER BY id DESC LIMIT 1') as { to: string; subject: string; body: string }
    const product = await h.db.value('SELECT name FROM products WHERE id = ?', plan.productId) as string
    expect((await placeOrder({ ...plan, users: 12 })).status).toBe(201)
    expect(await mail()).toMatchObject({ to: 'member@example.com', subject: expect.stringMatching(/^Subscription request VT-\S+ received$/) })
    expect((await mail()).body).toContain(', Team plan, 12 users.')
    const listed = await h.admin('get', '/api/admin/orders')
    expect(listed.body.find((o: { id: number }) => o.id === first.id).reference).toBe(first.reference)
    expect((await h.admin('patch', `/api/admin/orders/${first.id}`).send({ status: 'approved' })).status).toBe(200)
    expect(await mail()).toEqual({
      to: 'buyer@northwind.example',
      subject: `Subscription request ${first.reference}: Approved`,
      body: expect.stringContaining(`Your subscription request ${first.reference} (${product}, Team plan, 10 users) is now Approved.`),
    })
  })

  it('charges a flat plan once whatever the number of users: 499 + 0 setup for 30 users = 499.00', async () => {
    const { product, tier } = await addPricedProduct(h.db)
    const flat = await addOption(h.db, tier.id, { price: 499, setupFee: 0, pricePerUser: false })
    const res = await placeOrder({ productId: product.id, tierId: tier.id, pricingOptionId: flat.id, users: 30 })
    expect(res.body).toMatchObject({ unitPrice: 499, pricePerUser: false, total: 499 })
  })

  it('charges a one-time price that is not per user for each unit ordered (hardware): 3 × 629 + 150 setup = 2,037.00', async () => {
    const { product, tier } = await addPricedProduct(h.db)
    const unit = await addOption(h.db, tier.id, { price: 629, setupFee: 150, pricePerUser: false, paymentFrequency: 'one-time' })
    const res = await placeOrder({ productId: product.id, tierId: tier.id, pricingOptionId: unit.id, users: 3 })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ unitPrice: 629, users: 3, total: 2037 })
  })

  it('keeps the number of users within the plan (400 errors.users), recording nothing', async () => {
    const plan = await teamPlan()
    const before = await count(h.db, 'orders')
    const few = await placeOrder({ ...plan, users: 4 })
    expect(few.status).toBe(400)
    expect(few.body.errors).toEqual({ users: 'This plan needs between 5 and 50 users' })
    expect((await placeOrder({ ...plan, users: 51 })).body.errors.users).toBe('This plan needs between 5 and 50 users')
    const { product, tier } = await addPricedProduct(h.db)
    const open = await addOption(h.db, tier.id, { minimumUsers: 3, maximumUsers: null })
    const atLeast = await placeOrder({ productId: product.id, tierId: tier.id, pricingOptionId: open.id, users: 2 })
    expect(atLeast.body.errors).toEqual({ users: 'This plan needs at least 3 users' })
    expect(await count(h.db, 'orders')).toBe(before)
  })

  it('checks the product → tier → option chain and the fields (400 with field messages)', async () => {
    const a = await teamPlan()
    const b = await teamPlan()
    const before = await count(h.db, 'orders')
    expect((await placeOrder({ ...a, productId: 999_999, users: 10 })).body.errors).toEqual({ productId: 'Product not found' })
    expect((await placeOrder({ ...a, tierId: b.tierId, users: 10 })).body.errors).toEqual({ tierId: "This tier is not one of the product's tiers" })
    const foreignOption = await placeOrder({ ...a, pricingOptionId: b.pricingOptionId, users: 10 })
    expect(foreignOption.status).toBe(400)
    expect(foreignOption.body.errors).toEqual({ pricingOptionId: "This pricing option is not one of the tier's options" })
    const bad = await placeOrder({ productId: a.productId, users: 'many', contactEmail: 'not-an-email' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({ tierId: 'Required', pricingOptionId: 'Required', users: 'Must be a whole number', contactEmail: 'Invalid email address' })
    expect(await count(h.db, 'orders')).toBe(before)
  })

  it('replays an Idempotency-Key: the same request sent twice records one order', async () => {
    const plan = await teamPlan()
    const send = () => placeOrder({ ...plan, users: 7 }).set('Idempotency-Key', 'order-once-1')
    const first = await send()
    const again = await send()
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body.id).toBe(first.body.id)
    expect(await count(h.db, 'orders', 'pricing_option_id = ?', plan.pricingOptionId)).toBe(1)
  })

  it("lists the buyer's own requests newest first; another buyer sees none of them and cannot cancel (404)", async () => {
    const plan = await teamPlan()
    const older = (await placeOrder({ ...plan, users: 5 })).body
    const newer = (await placeOrder({ ...plan, users: 6 })).body
    const mine = (await h.member('get', '/api/orders')).body.map((o: { id: number }) => o.id)
    expect(mine.indexOf(newer.id)).toBeLessThan(mine.indexOf(older.id))
    const theirs = (await asOther('get', '/api/orders')).body.map((o: { id: number }) => o.id)
    expect(theirs).not.toContain(older.id)
    expect((await asOther('post', `/api/orders/${older.id}/cancel`).send({})).status).toBe(404)
    expect(await h.db.value('SELECT status FROM orders WHERE id = ?', older.id)).toBe('requested')
  })

  it('lets the buyer cancel a requested or in-review order (200), and nothing after a decision (400)', async () => {
    const plan = await teamPlan()
    const requested = (await placeOrder({ ...plan, users: 5 })).body
    const cancelled = await h.member('post', `/api/orders/${requested.id}/cancel`).send({})
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.status).toBe('cancelled')
    const reviewed = (await placeOrder({ ...plan, users: 8 })).body
    await h.admin('patch', `/api/admin/orders/${reviewed.id}`).send({ status: 'in-review' })
    expect((await h.member('post', `/api/orders/${reviewed.id}/cancel`).send({})).body.status).toBe('cancelled')
    const approved = (await placeOrder({ ...plan, users: 9 })).body
    await h.admin('patch', `/api/admin/orders/${approved.id}`).send({ status: 'approved' })
    const late = await h.member('post', `/api/orders/${approved.id}/cancel`).send({})
    expect(late.status).toBe(400)
    expect(late.body.message).toBe('This request is approved and can no longer be cancelled')
    expect(await h.db.value('SELECT status FROM orders WHERE id = ?', approved.id)).toBe('approved')
  })

  it('shows the admin every order with the buyer and product names, newest first, and lets them set the status', async () => {
    const plan = await teamPlan()
    await placeOrder({ ...plan, users: 5 })
    const latest = (await asOther('post', '/api/orders').send({ ...plan, users: 12 })).body
    const all = await h.admin('get', '/api/admin/orders')
    expect(all.status).toBe(200)
    const productName = await h.db.value('SELECT name FROM products WHERE id = ?', plan.productId)
    expect(all.body[0]).toMatchObject({ id: latest.id, username: 'orders-other', productName })
    expect(all.body.some((o: { username: string }) => o.username === 'member')).toBe(true)
    const decided = await h.admin('patch', `/api/admin/orders/${latest.id}`).set('If-Match', `"${latest.version}"`).send({ status: 'declined' })
    expect(decided.status).toBe(200)
    expect(decided.body).toMatchObject({ status: 'declined', username: 'orders-other', productName })
    const stale = await h.admin('patch', `/api/admin/orders/${latest.id}`).set('If-Match', `"${latest.version}"`).send({ status: 'approved' })
    expect(stale.status).toBe(412)
    expect(stale.body.current.status).toBe('declined')
    const unknown = await h.admin('patch', `/api/admin/orders/${latest.id}`).send({ status: 'shipped' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual({ status: 'Unknown status' })
    expect((await h.admin('patch', '/api/admin/orders/999999').send({ status: 'approved' })).status).toBe(404)
  })
})
