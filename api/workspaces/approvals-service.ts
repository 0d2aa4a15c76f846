// The approval of subscription requests made in a company workspace (docs/workspaces.md,
// "Approvals"). A request made while a workspace is current belongs to it; when its policy asks for
// approval (sync/rules/approval-policy.ts) it waits, unseen by Vetted's admins, until enough approvers
// approve it. An approver approves, rejects with a reason, or asks for changes with a comment; the
// requester then edits it and sends it again (a new round). Every step is a row of the request's
// history. Two approvers deciding differently at the same time (offline) clash: the first to land
// stands, the other is refused with both decisions in the message (sync/rules/approval-state.ts).
import { approvalsFor } from '../../sync/rules/approval-policy'
import { clashingStep, clashMessage, STEP_OF_DECISION, statusAfter, type ApprovalStatus, type StepKind } from '../../sync/rules/approval-state'
import { formatMoney } from '../../sync/rules/money'
import { displayName } from '../../sync/rules/user-display'
import { decisionRefusal, mayReadWorkspaceRow } from '../../sync/rules/workspace-roles'
import type { ApprovalDecisionInput, ApprovalStep, Order, Workspace } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, findWhere, insertRow, updateRow } from '../db/repo'
import { approvalStepsTable, notificationsTable, ordersTable, productsTable, usersTable } from '../db/tables'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { recordSubscription } from '../renewals/subscription-from-order'
import { deciderIdsOf, findWorkspace, roleIn } from './workspaces-repo'

const NOT_YOURS = 'Not a workspace of yours'

/** The workspace a buyer makes a request in: one they are an active member of (any other: one 400, existing or not). */
export async function workspaceOfRequest(db: Db, buyerId: number, workspaceId: number): Promise<Workspace> {
  const workspace = await roleIn(db, buyerId, workspaceId) ? await findWorkspace(db, workspaceId) : undefined
  if (!workspace) throw badRequest(NOT_YOURS, { workspaceId: NOT_YOURS })
  return workspace
}

/**
 * The approval fields of a request about to be (re)sent in a workspace: the approvals its policy asks
 * for, never more than the approvers other than the requester (a workspace of one approves nobody's).
 */
export async function approvalFields(db: Db, workspace: Workspace, requesterId: number, price: { total: number; currency: string }) {
  const others = (await deciderIdsOf(db, workspace.id)).filter((id) => id !== requesterId).length
  const needed = approvalsFor(workspace, price.total, price.currency, others)
  return { workspaceId: workspace.id, approvalsNeeded: needed, approvalStatus: (needed > 0 ? 'awaiting' : null) as ApprovalStatus | null }
}

const nameOf = async (db: Db, userId: number) => {
  const user = await findById(db, usersTable, userId)
  return user ? displayName(user) || user.username : 'Someone'
}

const productName = async (db: Db, order: Order) => (await findById(db, productsTable, order.productId))?.name ?? `Product #${order.productId}`

async function addStep(db: Db, order: Order, userId: number, kind: StepKind, comment: string | null): Promise<ApprovalStep> {
  const now = new Date().toISOString()
  return await insertRow(db, approvalStepsTable, {
    orderId: order.id, workspaceId: order.workspaceId, userId, requesterId: order.userId, actorName: await nameOf(db, userId), kind, comment,
    round: order.approvalRound ?? 1, createdAt: now, updatedAt: now,
  })
}

async function notify(db: Db, userIds: number[], kind: 'approval-request' | 'approval-decision', order: Order, authorName: string, excerpt: string): Promise<void> {
  const workspace = await findWorkspace(db, order.workspaceId!)
  const now = new Date().toISOString()
  for (const userId of userIds) {
    await insertRow(db, notificationsTable, {
      userId, kind, boardId: null, itemId: null, commentId: null, boardName: workspace?.name ?? null, itemName: await productName(db, order),
      authorName, excerpt, orderId: order.id, workspaceId: order.workspaceId, readAt: null, createdAt: now, updatedAt: now,
    })
  }
}

/** A request (newly sent or sent again) that waits for approval: its step in the history, and its approvers told. */
export async function startApproval(db: Db, order: Order, kind: 'requested' | 'resubmitted'): Promise<void> {
  if (order.workspaceId == null) return
  await addStep(db, order, order.userId, kind, null)
  if (order.approvalStatus !== 'awaiting') return
  const approvers = (await deciderIdsOf(db, order.workspaceId)).filter((id) => id !== order.userId)
  await notify(db, approvers, 'approval-request', order, await nameOf(db, order.userId), `${formatMoney(order.total, order.currency)} · awaiting your approval`)
}

/** A workspace's request, for whoever may read it (its requester, the workspace's approvers and admins); 404 for anyone else. */
export async function readableRequest(db: Db, userId: number, orderId: number): Promise<{ order: Order; role: Awaited<ReturnType<typeof roleIn>> }> {
  const order = await findById(db, ordersTable, orderId)
  if (!order || order.workspaceId == null) throw notFound('Request')
  const role = await roleIn(db, userId, order.workspaceId)
  if (!mayReadWorkspaceRow('order', order, userId, role)) throw notFound('Request')
  return { order, role }
}

export const stepsOf = async (db: Db, orderId: number): Promise<ApprovalStep[]> => await findWhere(db, approvalStepsTable, 'order_id = ? ORDER BY id', orderId)

const DECISION_KINDS = new Set<StepKind>(['approved', 'rejected', 'changes-requested'])

/** An approver's decision on a request; answers the step it recorded. */
export async function decide(db: Db, userId: number, orderId: number, input: ApprovalDecisionInput): Promise<ApprovalStep> {
  const { order, role } = await readableRequest(db, userId, orderId)
  const refusal = decisionRefusal(role, order.userId, userId)
  if (refusal) throw forbidden(refusal)
  const round = order.approvalRound ?? 1
  if (input.round !== round) throw conflict('This request was changed and sent again since: decide on what it asks now.')
  const decisions = (await stepsOf(db, orderId)).filter((s) => s.round === round && DECISION_KINDS.has(s.kind))
  const clash = clashingStep(decisions, input.seen, input.decision)
  if (clash) throw conflict(clashMessage(clash, input.decision))
  if (decisions.some((s) => s.userId === userId)) throw conflict('You already decided on this request')
  if (order.approvalStatus !== 'awaiting') throw conflict('This request is no longer awaiting approval')
  const step = await addStep(db, order, userId, STEP_OF_DECISION[input.decision], input.comment ?? null)
  const approvals = decisions.filter((s) => s.kind === 'approved').length + (input.decision === 'approve' ? 1 : 0)
  const status = statusAfter(input.decision, approvals, order.approvalsNeeded ?? 1)
  if (status !== order.approvalStatus) {
    const updated = await updateRow(db, ordersTable, orderId, { approvalStatus: status, updatedAt: new Date().toISOString() })
    await notify(db, [order.userId], 'approval-decision', updated, step.actorName, decisionWords(status, step.comment))
    // The workspace's yes is the company's decision to buy: the request becomes its subscription.
    if (status === 'approved') await recordSubscription(db, updated, Date.now())
  }
  return step
}

const decisionWords = (status: ApprovalStatus, comment: string | null): string =>
  status === 'approved' ? 'Approved: your request went to Vetted' : `${status === 'rejected' ? 'Rejected' : 'Changes requested'}: ${comment ?? ''}`

/** The requester's own request, sent back for changes, for their edit (anyone else's: 404; any other state: 409). */
export async function requestToResubmit(db: Db, userId: number, orderId: number): Promise<Order> {
  const order = await findById(db, ordersTable, orderId)
  if (!order || order.userId !== userId) throw notFound('Order')
  if (order.approvalStatus !== 'changes-requested') throw conflict('Only a request sent back for changes can be sent again')
  return order
}
