// Exactly once without a deadline (docs/sync.md, "Exactly once"): a change kept on the device for weeks
// ("Keep on this device") whose answer was lost is never applied twice, because the server records each
// device's last change number, not a key it forgets after 30 days. A device the server no longer
// remembers (away longer than the record is kept) has its doubtful changes put up for review instead
// of sent again blindly.
import { beforeAll, describe, expect, it } from 'vitest'
import { DAY } from '../../api/context'
import { pruneIdempotencyKeys } from '../../api/middleware/idempotency'
import { pruneClients } from '../../api/sync/clients'
import { addToCart } from '../../web/data/account/cart'
import { followIdentity } from '../../web/sync/account/account-data'
import { restoreAccount, stashAccount } from '../../web/sync/account/stash'
import type { SessionUser } from '../../web/sync/base/session'
import { useSession } from '../../web/sync/base/session'
import { pull } from '../../web/sync/pull/pull'
import { discardReviewed, sendReviewed } from '../../web/sync/push/review'
import { sendPending } from '../../web/sync/push/sender'
import { addPricedProduct } from '../api/buyer-fixtures'
import { losingAnswers, makeSyncHarness, offline, type SyncHarness } from './sync-harness'

let h: SyncHarness
let priced: Awaited<ReturnType<typeof addPricedProduct>>
beforeAll(async () => {
  h = await makeSyncHarness()
  priced = await addPricedProduct(h.db)
})

const quantityOf = async (userId: number) => await h.db.value('SELECT COALESCE(SUM(quantity), 0) FROM cart_lines WHERE user_id = ?', userId) as number
/** Time passes on the server: what it keeps for a limited time is older by `days`, then pruned. */
async function daysPass(days: number) {
  await h.db.run('UPDATE idempotency_keys SET created_at = created_at - ?', days * DAY)
  await h.db.run('UPDATE sync_clients SET seen_at = seen_at - ?', days * DAY)
  await pruneIdempotencyKeys(h.db)
  await pruneClients(h.db)
}

/** A buyer on a new device who added 2 to the cart; the server applied it, and its answer was lost. */
async function lostAddition(username: string) {
  const { id, cookie } = await h.addUser(username)
  const user: SessionUser = { id, username, email: `${username}@example.com`, firstName: null, lastName: null, role: 'user' }
  useSession.setState({ user, known: true, checkedAt: Date.now() })
  const db = h.newDb()
  await pull(db, { fetchImpl: h.fetchAs(cookie), ownerId: id })
  await followIdentity(db, user, h.fetchAs(cookie))
  await addToCart({ productId: priced.product.id, tierId: priced.tier.id, quantity: 2 }, db)
  expect((await sendPending(db, losingAnswers(h.fetchAs(cookie)), { ownerId: id })).retryInMs).toBeGreaterThan(0)
  expect(await quantityOf(id)).toBe(2)
  return { id, cookie, user, db }
}

describe('a change whose answer was lost, kept on the device for weeks', () => {
  it('is answered from the server\'s record when sent again after 31 days: applied once', async () => {
    const { id, cookie, db } = await lostAddition('kept-31-days')
    await stashAccount(db, id) // "Keep on this device"
    await daysPass(31)
    await restoreAccount(db, id)
    expect(await sendPending(db, h.fetchAs(cookie), { ownerId: id, ignoreBackoff: true })).toMatchObject({ sent: 1, rejected: 0 })
    expect(await quantityOf(id)).toBe(2)
    expect(await db.cartLines.where('id').below(0).count()).toBe(0)
  })

  it('is confirmed by the account\'s download when its owner signs in again after 60 days: applied once', async () => {
    const { id, cookie, user, db } = await lostAddition('kept-60-days')
    useSession.setState({ user: null })
    await followIdentity(db, null, h.fetchAs())
    await daysPass(60)
    useSession.setState({ user })
    await followIdentity(db, user, h.fetchAs(cookie))
    expect(await db.outbox.count()).toBe(0)
    expect(await sendPending(db, h.fetchAs(cookie), { ownerId: id, ignoreBackoff: true })).toMatchObject({ sent: 0 })
    expect(await quantityOf(id)).toBe(2)
    expect((await db.cartLines.toArray()).map((l) => [l.id > 0, l.quantity])).toEqual([[true, 2]])
  })
})

describe('a device the server no longer remembers', () => {
  it('puts the changes whose fate is unknown up for review, sends nothing meanwhile, and sends them once if the person says so', async () => {
    const { id, cookie, db } = await lostAddition('away-200-days')
    await addToCart({ productId: priced.product.id, tierId: priced.tier.id, quantity: 1 }, db) // never sent
    await stashAccount(db, id)
    await daysPass(200)
    await restoreAccount(db, id)
    expect(await sendPending(db, h.fetchAs(cookie), { ownerId: id, ignoreBackoff: true })).toMatchObject({ sent: 0 })
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => [e.name, e.status])).toEqual([['cartLine.add', 'review'], ['cartLine.add', 'pending']])
    expect(await quantityOf(id)).toBe(2) // nothing applied again, nothing more sent
    expect(await sendPending(db, h.fetchAs(cookie), { ownerId: id, ignoreBackoff: true })).toMatchObject({ sent: 0 })

    // The person checked: the earlier addition is not in their cart on another device, so they send it again.
    await sendReviewed(db, id)
    expect(await sendPending(db, h.fetchAs(cookie), { ownerId: id, ignoreBackoff: true })).toMatchObject({ sent: 2, rejected: 0 })
    expect(await quantityOf(id)).toBe(5)
  })

  it('rolls the changes back when the person discards them, and the queue behind them moves on', async () => {
    const { id, cookie, db } = await lostAddition('away-and-discard')
    await stashAccount(db, id)
    await daysPass(200)
    await restoreAccount(db, id)
    await sendPending(db, h.fetchAs(cookie), { ownerId: id, ignoreBackoff: true })
    expect((await db.outbox.toArray()).map((e) => e.status)).toEqual(['review'])
    await discardReviewed(db, id)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.cartLines.where('id').below(0).count()).toBe(0)
    expect(await sendPending(db, offline, { ownerId: id })).toMatchObject({ sent: 0 })
    expect(await quantityOf(id)).toBe(2)
  })
})
