// The subscription an approved request becomes (docs/renewals.md, "From a request"). A request
// made in a workspace whose policy asked for approval becomes one when its approvers approve it; any
// other request (made alone, or needing no approval) when Vetted's admin sets it to Approved. One
// per request: the second approval of the same request finds it there. A one-time purchase renews
// never and becomes none.
import { utcDay } from '../../sync/rules/renewal-dates'
import { roundToCents } from '../../sync/rules/order-pricing'
import type { Order, Subscription } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, findWhere, insertRow } from '../db/repo'
import { productsTable, subscriptionsTable } from '../db/tables'

/** The notice period a new subscription starts with, until its owner sets the contract's. */
export const DEFAULT_NOTICE_DAYS = 30

/** The term and what one term costs: billed annually is an annual term; monthly and quarterly are monthly. */
function termOf(order: Order): { term: 'monthly' | 'annual'; cost: number } | null {
  const perPayment = order.pricePerUser ? order.unitPrice * order.users : order.unitPrice
  if (order.paymentFrequency === 'annually') return { term: 'annual', cost: roundToCents(perPayment) }
  if (order.paymentFrequency === 'monthly') return { term: 'monthly', cost: roundToCents(perPayment) }
  if (order.paymentFrequency === 'quarterly') return { term: 'monthly', cost: roundToCents(perPayment / 3) }
  return null
}

export async function recordSubscription(db: Db, order: Order, now: number): Promise<Subscription | null> {
  const [existing] = await findWhere(db, subscriptionsTable, 'order_id = ?', order.id)
  if (existing) return existing
  const terms = termOf(order)
  if (!terms) return null
  const product = await findById(db, productsTable, order.productId)
  const at = new Date(now).toISOString()
  return await insertRow(db, subscriptionsTable, {
    userId: order.userId, workspaceId: order.workspaceId ?? null, orderId: order.id, vendorId: product?.vendorId ?? null, productId: order.productId,
    name: product?.name ?? `Product #${order.productId}`, ...terms, currency: order.currency, startDate: utcDay(now), autoRenew: true,
    noticeDays: DEFAULT_NOTICE_DAYS, status: 'active', reviewBoardId: null, createdAt: at, updatedAt: at,
  })
}
