// Sending a subscription request (no card payments: a request is recorded on the server and reviewed
// by an admin). It is written into the local copy at once, priced by the same rule the server uses, and
// POST /api/orders is queued in the same transaction: offline it waits in the outbox and reaches the
// server exactly once (its change number: docs/sync.md, "Exactly once") when the device is back online. Kept apart from the Orders list
// (orders.ts) so the profile does not load the form's validation schemas.
import { priceSnapshot } from '../../../sync/rules/order-pricing'
import { planQuantityProblem } from '../../../sync/rules/plan-quantity'
import { orderCreateSchema, type Order } from '../../../sync/schemas'
import { queueWrite } from '../../sync/push/local-writes'
import { catalogRows } from '../catalog/catalog-rows'
import { db as appDb, type VettedDb } from '../../db/db'
import { useSession } from '../../sync/base/session'
import { approvalsFor } from '../../../sync/rules/approval-policy'
import { canApprove } from '../../../sync/rules/workspace-roles'
import { currentWorkspaceId } from './workspaces'

/**
 * The approval fields the server will give a request made in a workspace, worked out here by the same
 * rule so that it shows "Awaiting approval" at once, offline too; the server's row replaces them.
 */
async function localApproval(d: VettedDb, workspaceId: number | null, userId: number, price: { total: number; currency: string }) {
  const workspace = workspaceId === null ? undefined : await d.workspaces.get(workspaceId)
  if (!workspace) return { workspaceId: null }
  const others = (await d.workspaceMembers.where('workspaceId').equals(workspace.id).toArray()).filter((m) => m.status === 'active' && canApprove(m.role) && m.userId !== userId).length
  const needed = approvalsFor(workspace, price.total, price.currency, others)
  return { workspaceId: workspace.id, approvalsNeeded: needed, approvalStatus: needed > 0 ? ('awaiting' as const) : null, approvalRound: 1 }
}

/** What the buyer chose and typed (the body of POST /api/orders). */
export type SubscriptionRequest = Pick<Order, 'productId' | 'tierId' | 'pricingOptionId' | 'users'> &
  Partial<Pick<Order, 'company' | 'contactEmail' | 'notes' | 'boardId' | 'workspaceId'>>

/** A request the app refuses to send; `errors` names the fields (as the server's 400 would). */
export class OrderError extends Error {
  constructor(message: string, readonly errors: Record<string, string> = {}) {
    super(message)
  }
}

export const SIGN_IN_TO_SUBSCRIBE = 'Sign in to send your subscription request'

/** Records the request locally and queues it for the server; resolves with the local (temporary) id. */
export async function requestSubscription(input: SubscriptionRequest, d: VettedDb = appDb): Promise<number> {
  const user = useSession.getState().user
  if (!user) throw new OrderError(SIGN_IN_TO_SUBSCRIBE)
  const parsed = orderCreateSchema.safeParse(input)
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
    throw new OrderError(Object.values(errors)[0] ?? 'Please check the form', errors)
  }
  // A request made while a workspace is current belongs to it (docs/workspaces.md).
  const body = { ...parsed.data, workspaceId: parsed.data.workspaceId ?? (await currentWorkspaceId(user.id, d)) }
  return queueWrite(d, [d.orders, d.products, d.productTiers, d.pricingOptions, d.workspaces, d.workspaceMembers], async ({ queue, tempId }) => {
    const rows = catalogRows(d)
    const [product, tier, option] = await Promise.all([rows.product(body.productId), rows.tier(body.tierId), rows.option(body.pricingOptionId)])
    if (!product) throw new OrderError('Product not found', { productId: 'Product not found' })
    if (!tier || tier.productId !== product.id) throw new OrderError("This tier is not one of the product's tiers", { tierId: "This tier is not one of the product's tiers" })
    if (!option || option.productTierId !== tier.id) {
      throw new OrderError("This pricing option is not one of the tier's options", { pricingOptionId: "This pricing option is not one of the tier's options" })
    }
    const seats = planQuantityProblem(option, body.users)
    if (seats) throw new OrderError(seats, { users: seats })
    const now = new Date().toISOString()
    const id = await tempId()
    const row: Order = {
      id, version: 0, reference: null, userId: user.id, productId: product.id, tierId: tier.id, pricingOptionId: option.id, users: body.users,
      company: body.company ?? null, contactEmail: body.contactEmail ?? user.email, notes: body.notes ?? null, boardId: body.boardId ?? null, status: 'requested',
      ...priceSnapshot(option, body.users), ...(await localApproval(d, body.workspaceId, user.id, priceSnapshot(option, body.users))), createdAt: now, updatedAt: now,
    }
    await d.orders.put(row)
    await queue({ name: 'order.request', entityId: id, tempId: id, args: body, before: null })
    return id
  })
}
