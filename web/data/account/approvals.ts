// The approval of workspace requests on this device (docs/workspaces.md, "Approvals"): the requests
// waiting for the person's decision, one request's history, and the decision itself, queued as the
// named mutation approvalStep.decide so it can be given offline and lands once. The decision carries
// the round and how many of its decisions this device showed: a different one landed meanwhile makes
// the server refuse it, and the refusal (with both decisions in its message) shows on this device.
import { useLiveQuery } from 'dexie-react-hooks'
import type { Decision } from '../../../sync/rules/approval-state'
import { STEP_OF_DECISION } from '../../../sync/rules/approval-state'
import { displayName } from '../../../sync/rules/user-display'
import { priceSnapshot } from '../../../sync/rules/order-pricing'
import { planQuantityProblem } from '../../../sync/rules/plan-quantity'
import { canApprove } from '../../../sync/rules/workspace-roles'
import type { ApprovalStep, Order } from '../../../sync/schemas'
import { db as appDb, type SyncRejection, type VettedDb } from '../../db/db'
import { useSession } from '../../sync/base/session'
import { currentId } from '../../sync/copy/remap-local'
import { queueWrite } from '../../sync/push/local-writes'

const DECISION_KINDS = new Set<string>(Object.values(STEP_OF_DECISION))

/** Colleagues' requests awaiting approval in the workspaces where the person approves, oldest first. */
export function useRequestsToDecide(userId: number | undefined): Order[] | undefined {
  return useLiveQuery(async () => {
    if (userId === undefined) return []
    const deciding = (await appDb.workspaceMembers.where('userId').equals(userId).toArray()).filter((m) => m.status === 'active' && canApprove(m.role))
    const workspaces = new Set(deciding.map((m) => m.workspaceId))
    const orders = await appDb.orders.filter((o) => o.approvalStatus === 'awaiting' && o.userId !== userId && workspaces.has(o.workspaceId ?? -1)).toArray()
    return orders.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
  }, [userId])
}

export function useOrder(id: number): Order | null | undefined {
  return useLiveQuery(async () => (await appDb.orders.get(id)) ?? null, [id])
}

/** The request's history, oldest first. */
export function useApprovalSteps(orderId: number): ApprovalStep[] | undefined {
  return useLiveQuery(() => appDb.approvalSteps.where('orderId').equals(orderId).sortBy('id'), [orderId])
}

/** The person's decisions on this request the server refused (a clash with another approver's), newest first. */
export function useRefusedDecisions(orderId: number): SyncRejection[] | undefined {
  return useLiveQuery(async () => {
    const path = `/api/orders/${orderId}/decision`
    return (await appDb.rejections.filter((r) => r.entity === 'approvalStep' && r.path === path).toArray()).reverse()
  }, [orderId])
}

/** The decisions of the request's current round. */
export const roundDecisions = (order: Order, steps: readonly ApprovalStep[]): ApprovalStep[] =>
  steps.filter((s) => s.round === (order.approvalRound ?? 1) && DECISION_KINDS.has(s.kind))

/** Gives a decision on a colleague's request: shown at once in its history, sent when online. */
export async function decideOnRequest(order: Order, decision: Decision, comment: string | null, d: VettedDb = appDb): Promise<void> {
  const user = useSession.getState().user
  if (!user) throw new Error('Sign in to decide on requests')
  await queueWrite(d, [d.approvalSteps, d.orders], async ({ queue, tempId }) => {
    const orderId = await currentId(d, 'order', order.id)
    const steps = await d.approvalSteps.where('orderId').equals(orderId).toArray()
    const round = order.approvalRound ?? 1
    const seen = roundDecisions(order, steps).length
    const id = await tempId()
    const now = new Date().toISOString()
    const text = comment?.trim() || null
    await d.approvalSteps.put({
      id, version: 0, orderId, workspaceId: order.workspaceId!, userId: user.id, requesterId: order.userId, actorName: displayName(user) || user.username,
      kind: STEP_OF_DECISION[decision], comment: text, round, createdAt: now, updatedAt: now,
    })
    await queue({ name: 'approvalStep.decide', entityId: id, tempId: id, args: { orderId, decision, comment: text, round, seen }, before: null })
  })
}

/**
 * The requester's edit of a request sent back for changes (the number of users and the notes, on the
 * same plan), priced again by the server's rule and sent for approval again.
 */
export async function resubmitRequest(order: Order, edit: { users: number; notes: string | null }, d: VettedDb = appDb): Promise<void> {
  await queueWrite(d, [d.orders, d.pricingOptions], async ({ queue }) => {
    const id = await currentId(d, 'order', order.id)
    const before = (await d.orders.get(id)) ?? null
    const option = await d.pricingOptions.get(order.pricingOptionId)
    const problem = option ? planQuantityProblem(option, edit.users) : null
    if (problem) throw new Error(problem)
    const args = { tierId: order.tierId, pricingOptionId: order.pricingOptionId, users: edit.users, company: order.company, notes: edit.notes?.trim() || null }
    if (before) await d.orders.put({ ...before, ...args, ...(option && priceSnapshot(option, edit.users)), approvalStatus: 'awaiting' })
    await queue({ name: 'order.resubmit', entityId: id, args, before })
  })
}

const none: never[] = []

/** The ids of decisions still waiting to reach the server (given offline, or not sent yet). */
export function useWaitingSteps(): ReadonlySet<number> {
  const ids = useLiveQuery(async () =>
    (await appDb.outbox.where('[entity+entityId]').between(['approvalStep', -Infinity], ['approvalStep', Infinity]).toArray()).map((e) => e.entityId))
  return new Set(ids ?? none)
}

export function useProductName(productId: number | undefined): string | null | undefined {
  return useLiveQuery(async () => (productId === undefined ? null : ((await appDb.products.get(productId))?.name ?? null)), [productId])
}
