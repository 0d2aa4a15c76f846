// The buyer's subscription requests as the profile's Orders tab lists them, from the local copy, which
// sync keeps up to date (the request made on this device, its re-keying, and status changes by admins).
// Sending a request is orders-request.ts.
import { useLiveQuery } from 'dexie-react-hooks'
import type { Order } from '../../../sync/schemas'
import { canCancel } from '../../../sync/rules/order-status'
import { queueWrite } from '../../sync/push/local-writes'
import { db as appDb, type VettedDb } from '../../db/db'
import { useSession } from '../../sync/base/session'

/** A request as the Orders tab lists it. */
export interface OrderView extends Order {
  productName: string | null
  productSlug: string | null
  tierName: string | null
  /** Still waiting in the outbox (made offline, or not sent yet). */
  pending: boolean
}

/** The signed-in buyer's requests, newest first; undefined while reading. */
export function useOrders(): OrderView[] | undefined {
  const userId = useSession((s) => s.user?.id)
  return useLiveQuery(async () => {
    if (userId === undefined) return []
    const orders = (await appDb.orders.toArray()).filter((o) => o.userId === userId)
    orders.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    const products = await appDb.products.bulkGet([...new Set(orders.map((o) => o.productId))])
    const tiers = await appDb.productTiers.bulkGet([...new Set(orders.map((o) => o.tierId))])
    const productById = new Map(products.filter((p) => !!p).map((p) => [p.id, p]))
    const tierById = new Map(tiers.filter((t) => !!t).map((t) => [t.id, t]))
    return orders.map((o) => ({
      ...o,
      productName: productById.get(o.productId)?.name ?? null,
      productSlug: productById.get(o.productId)?.slug ?? null,
      tierName: tierById.get(o.tierId)?.name ?? null,
      pending: o.id < 0,
    }))
  }, [userId])
}

/**
 * Withdraws a request: cancelled here at once, POST /api/orders/{id}/cancel queued. If the admin decided
 * meanwhile, the server refuses, the request returns to its status and the refusal is listed.
 */
export async function cancelRequest(id: number, d: VettedDb = appDb): Promise<void> {
  await queueWrite(d, [d.orders], async ({ queue }) => {
    const before = await d.orders.get(id)
    if (!before || !canCancel(before.status)) return
    await d.orders.put({ ...before, status: 'cancelled' })
    await queue({ name: 'order.cancel', entityId: id, before })
  })
}
