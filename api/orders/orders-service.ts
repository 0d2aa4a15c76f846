// Subscription request rules (no card payments: a request is recorded and reviewed). The chosen
// product → tier → option must hold, the number of users (or units: sync/rules/plan-quantity) must fit
// the option, and the server takes the price snapshot with the same rule the browser shows
// (sync/rules/order-pricing).
import { priceSnapshot } from '../../sync/rules/order-pricing'
import { planQuantityProblem } from '../../sync/rules/plan-quantity'
import { canCancel } from '../../sync/rules/order-status'
import { reachesAdmins } from '../../sync/rules/approval-state'
import { isChosenProduct } from '../../sync/rules/board-decision'
import type { z } from 'zod'
import type { AdminOrder, Order, orderCreateSchema, orderResubmitSchema, OrderStatus } from '../../sync/schemas'
import type { SessionUser } from '../auth/sessions'
import type { Config } from '../context'
import { checkPlanChoice } from '../cart/plan-choice'
import type { Db } from '../db/connection'
import { findById, insertRow, updateRow } from '../db/repo'
import { ordersTable, tiersTable } from '../db/tables'
import { badRequest, notFound, preconditionFailed } from '../http/errors'
import { mailOrderPlaced, mailOrderStatus } from './order-mails'
import { newOrderReference } from './order-reference'
import { findOrderWithNames, findOwnOrder } from './orders-repo'
import { findBoard, standingOn } from '../boards/team-repo'
import { recordSubscription } from '../renewals/subscription-from-order'
import { approvalFields, requestToResubmit, startApproval, workspaceOfRequest } from '../workspaces/approvals-service'

const NOT_CHOSEN = 'Not a decided board of yours that chose this product'

/**
 * An order names the board its product was chosen on only when the buyer may read that board (its owner
 * or an active member) and the board's decision chose the product (or its vendor). Any other board,
 * whether or not it exists, is the same 400, so the answer never says which boards exist.
 */
async function checkChosenOn(db: Db, buyerId: number, boardId: number, product: { id: number; vendorId: number }): Promise<void> {
  const board = (await standingOn(db, buyerId, boardId)).role ? await findBoard(db, boardId) : undefined
  if (!board || !isChosenProduct(board, product)) throw badRequest(NOT_CHOSEN, { boardId: NOT_CHOSEN })
}

export type OrderInput = z.infer<typeof orderCreateSchema>
export type OrderResubmitInput = z.infer<typeof orderResubmitSchema>

/** Records the request with its reference and price snapshot, and mails the buyer. */
export async function placeOrder(db: Db, config: Config, buyer: SessionUser, input: OrderInput): Promise<Order> {
  const { product, tier, option } = await checkPlanChoice(db, input)
  // The schema requires pricingOptionId, so a chain that holds always has its option.
  const plan = option!
  const problem = planQuantityProblem(plan, input.users)
  if (problem) throw badRequest(problem, { users: problem })
  if (input.boardId != null) await checkChosenOn(db, buyer.id, input.boardId, product)
  const workspace = input.workspaceId != null ? await workspaceOfRequest(db, buyer.id, input.workspaceId) : null
  const price = priceSnapshot(plan, input.users)
  const now = new Date().toISOString()
  const order = await insertRow(db, ordersTable, {
    ...input,
    reference: await newOrderReference(db),
    ...price,
    ...(workspace && { ...await approvalFields(db, workspace, buyer.id, price), approvalRound: 1 }),
    contactEmail: input.contactEmail ?? buyer.email,
    userId: buyer.id,
    status: 'requested',
    createdAt: now,
    updatedAt: now,
  })
  await startApproval(db, order, 'requested')
  await mailOrderPlaced(db, config, order, { productName: product.name, tierName: tier?.name ?? null })
  return order
}

/**
 * The requester's edit of a request an approver sent back for changes: the plan, quantity and notes
 * again, priced anew, and sent for approval again in a new round under the workspace's policy as it is now.
 */
export async function resubmitOrder(db: Db, buyerId: number, id: number, input: OrderResubmitInput): Promise<Order> {
  const order = await requestToResubmit(db, buyerId, id)
  const { option } = await checkPlanChoice(db, { productId: order.productId, tierId: input.tierId, pricingOptionId: input.pricingOptionId })
  const plan = option!
  const problem = planQuantityProblem(plan, input.users)
  if (problem) throw badRequest(problem, { users: problem })
  const workspace = await workspaceOfRequest(db, buyerId, order.workspaceId!)
  const price = priceSnapshot(plan, input.users)
  const updated = await updateRow(db, ordersTable, id, {
    ...input,
    ...price,
    ...await approvalFields(db, workspace, buyerId, price),
    approvalRound: (order.approvalRound ?? 1) + 1,
    updatedAt: new Date().toISOString(),
  })
  await startApproval(db, updated, 'resubmitted')
  return updated
}

export async function cancelOrder(db: Db, userId: number, id: number): Promise<Order> {
  const order = await findOwnOrder(db, userId, id)
  if (!order) throw notFound('Order')
  if (!canCancel(order.status)) {
    throw badRequest(`This request is ${order.status} and can no longer be cancelled`)
  }
  return await updateRow(db, ordersTable, id, { status: 'cancelled', updatedAt: new Date().toISOString() })
}

/** The admin's review decision, mailed to the buyer when it changes; answers the order with the buyer's and product's names, as listed. */
export async function setOrderStatus(db: Db, config: Config, id: number, status: OrderStatus, expectedVersion?: number): Promise<AdminOrder> {
  const current = await findById(db, ordersTable, id)
  // A request still waiting for its workspace's approval is not the admins' yet.
  if (!current || !reachesAdmins(current.approvalStatus)) throw notFound('Order')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  const updated = await updateRow(db, ordersTable, id, { status, updatedAt: new Date().toISOString() })
  // A request that needed no workspace approval becomes a subscription when Vetted approves it.
  if (status === 'approved') await recordSubscription(db, updated, config.now())
  const listed = (await findOrderWithNames(db, id))!
  if (status !== current.status) {
    const tierName = (await findById(db, tiersTable, current.tierId))?.name ?? null
    await mailOrderStatus(db, config, updated, { productName: listed.productName ?? `Product #${current.productId}`, tierName })
  }
  return listed
}
