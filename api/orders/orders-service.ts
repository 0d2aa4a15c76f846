// Subscription request rules (no card payments: a request is recorded and reviewed). The chosen
// product → tier → option must hold, the number of users (or units: sync/rules/plan-quantity) must fit
// the option, and the server takes the price snapshot with the same rule the browser shows
// (sync/rules/order-pricing).
import { priceSnapshot } from '../../sync/rules/order-pricing'
import { planQuantityProblem } from '../../sync/rules/plan-quantity'
import { canCancel } from '../../sync/rules/order-status'
import type { z } from 'zod'
import type { AdminOrder, Order, orderCreateSchema, OrderStatus } from '../../sync/schemas'
import type { SessionUser } from '../auth/sessions'
import { checkPlanChoice } from '../cart/plan-choice'
import type { Db } from '../db/connection'
import { findById, insertRow, updateRow } from '../db/repo'
import { ordersTable } from '../db/tables'
import { badRequest, notFound, preconditionFailed } from '../http/errors'
import { findOrderWithNames, findOwnOrder } from './orders-repo'

export type OrderInput = z.infer<typeof orderCreateSchema>

export function placeOrder(db: Db, buyer: SessionUser, input: OrderInput): Order {
  const { option } = checkPlanChoice(db, input)
  // The schema requires pricingOptionId, so a chain that holds always has its option.
  const plan = option!
  const problem = planQuantityProblem(plan, input.users)
  if (problem) throw badRequest(problem, { users: problem })
  const now = new Date().toISOString()
  return insertRow(db, ordersTable, {
    ...input,
    ...priceSnapshot(plan, input.users),
    contactEmail: input.contactEmail ?? buyer.email,
    userId: buyer.id,
    status: 'requested',
    createdAt: now,
    updatedAt: now,
  })
}

export function cancelOrder(db: Db, userId: number, id: number): Order {
  const order = findOwnOrder(db, userId, id)
  if (!order) throw notFound('Order')
  if (!canCancel(order.status)) {
    throw badRequest(`This request is ${order.status} and can no longer be cancelled`)
  }
  return updateRow(db, ordersTable, id, { status: 'cancelled', updatedAt: new Date().toISOString() })
}

/** The admin's review decision; answers the order with the buyer's and product's names, as listed. */
export function setOrderStatus(db: Db, id: number, status: OrderStatus, expectedVersion?: number): AdminOrder {
  const current = findById(db, ordersTable, id)
  if (!current) throw notFound('Order')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  updateRow(db, ordersTable, id, { status, updatedAt: new Date().toISOString() })
  return findOrderWithNames(db, id)!
}
