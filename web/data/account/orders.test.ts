// Subscription requests on fake-indexeddb against the real server: recorded locally with the server's
// price rule, queued, sent exactly once (also when the first answer is lost offline), re-keyed, and
// refused locally when the users do not fit the plan or nobody is signed in.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addOption, addPricedProduct, count } from '../../../tests/api/buyer-fixtures'
import { losingAnswers, makeSyncHarness, offline, type SyncHarness } from '../../../tests/sync/sync-harness'
import { pull } from '../../sync/pull/pull'
import { sendPending } from '../../sync/push/sender'
import type { VettedDb } from '../../db/db'
import { cancelRequest } from './orders'
import { OrderError, SIGN_IN_TO_SUBSCRIBE, requestSubscription } from './orders-request'
import { useSession, type SessionUser } from '../../sync/base/session'

let h: SyncHarness
let member: SessionUser
beforeAll(async () => {
  h = await makeSyncHarness()
  member = { id: h.ids.member, username: 'member', email: 'member@example.com', firstName: null, lastName: null, role: 'user' }
})
beforeEach(() => useSession.setState({ user: member, known: true, checkedAt: Date.now() }))

async function copy(): Promise<VettedDb> {
  const d = h.newDb()
  await pull(d, { fetchImpl: h.fetchAs(h.cookies.member) })
  return d
}
/** 12.50 EUR per user a month, 99 setup, 14-day trial, 5 to 50 users. */
async function teamPlan() {
  const { product, tier } = await addPricedProduct(h.db)
  const option = await addOption(h.db, tier.id, { price: 12.5, setupFee: 99, currency: 'EUR', trialDays: 14, minimumUsers: 5, maximumUsers: 50 })
  return { productId: product.id, tierId: tier.id, pricingOptionId: option.id }
}

describe('requestSubscription', () => {
  it('records the request at once with the price snapshot and sends it: the server stores the same total', async () => {
    const plan = await teamPlan()
    const d = await copy()
    const id = await requestSubscription({ ...plan, users: 10, company: 'Northwind' }, d)
    expect(id).toBeLessThan(0)
    expect(await d.orders.get(id)).toMatchObject({ ...plan, users: 10, status: 'requested', total: 224, currency: 'EUR', trialDays: 14, contactEmail: 'member@example.com' })
    expect(await sendPending(d, h.fetchAs(h.cookies.member))).toMatchObject({ sent: 1, rejected: 0 })
    const [row] = await d.orders.toArray()
    expect(row.id).toBeGreaterThan(0) // re-keyed to the server's id
    expect(await h.db.get('SELECT total, users, company FROM orders WHERE id = ?', row.id)).toEqual({ total: 224, users: 10, company: 'Northwind' })
  })

  it('made offline, it waits in the outbox and reaches the server exactly once, even when an answer is lost', async () => {
    const plan = await teamPlan()
    const d = await copy()
    await requestSubscription({ ...plan, users: 6 }, d)
    expect((await sendPending(d, offline)).sent).toBe(0)
    expect(await d.outbox.count()).toBe(1)
    await sendPending(d, losingAnswers(h.fetchAs(h.cookies.member)), { ignoreBackoff: true })
    await sendPending(d, h.fetchAs(h.cookies.member), { ignoreBackoff: true })
    expect(await d.outbox.count()).toBe(0)
    expect(await count(h.db, 'orders', 'pricing_option_id = ?', plan.pricingOptionId)).toBe(1)
  })

  it('refuses users outside the plan, a missing sign-in and a broken choice, recording nothing', async () => {
    const plan = await teamPlan()
    const d = await copy()
    await expect(requestSubscription({ ...plan, users: 4 }, d)).rejects.toMatchObject({ errors: { users: 'This plan needs between 5 and 50 users' } })
    await expect(requestSubscription({ ...plan, users: 51 }, d)).rejects.toThrow('This plan needs between 5 and 50 users')
    await expect(requestSubscription({ ...plan, users: 0 }, d)).rejects.toMatchObject({ errors: { users: 'At least 1 user' } })
    await expect(requestSubscription({ ...plan, tierId: (await teamPlan()).tierId, users: 10 }, d)).rejects.toBeInstanceOf(OrderError)
    await expect(requestSubscription({ ...plan, users: 10, contactEmail: 'nope' }, d)).rejects.toMatchObject({ errors: { contactEmail: 'Invalid email address' } })
    useSession.setState({ user: null })
    await expect(requestSubscription({ ...plan, users: 10 }, d)).rejects.toThrow(SIGN_IN_TO_SUBSCRIBE)
    expect(await d.orders.filter((o) => o.pricingOptionId === plan.pricingOptionId).count()).toBe(0)
    expect(await d.outbox.count()).toBe(0)
  })

  it('cancels a pending request on the server; a request the admin already decided returns to its status', async () => {
    const plan = await teamPlan()
    const d = await copy()
    const send = () => sendPending(d, h.fetchAs(h.cookies.member), { ignoreBackoff: true })
    await requestSubscription({ ...plan, users: 8 }, d)
    await requestSubscription({ ...plan, users: 9 }, d)
    await send()
    const [open, decided] = (await d.orders.filter((o) => o.pricingOptionId === plan.pricingOptionId).sortBy('users')).map((o) => o.id)
    await h.admin('patch', `/api/admin/orders/${decided}`).send({ status: 'approved' })

    await cancelRequest(open, d)
    await cancelRequest(decided, d) // this device has not seen the decision yet
    expect((await d.orders.get(open))?.status).toBe('cancelled')
    await send()
    expect(await h.db.value('SELECT status FROM orders WHERE id = ?', open)).toBe('cancelled')
    expect(await h.db.value('SELECT status FROM orders WHERE id = ?', decided)).toBe('approved')
    expect((await d.orders.get(decided))?.status).toBe('requested') // rolled back to what this device knew
    expect((await d.rejections.toArray()).map((r) => r.message)).toContain('This request is approved and can no longer be cancelled')
  })
})
