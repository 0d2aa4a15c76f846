// What an approver reads of a request (docs/workspaces.md, "The approval screen"): the request, its
// total, the workspace's policy and what it needs, the linked evaluation board's name when there is
// one, and the history of its approval; and the requests waiting for the caller's decision.
import type { ApprovalStep, Order, Workspace } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, findWhere } from '../db/repo'
import { boardsTable, ordersTable, productsTable } from '../db/tables'
import { readableRequest, stepsOf } from './approvals-service'
import { findWorkspace } from './workspaces-repo'

export interface ApprovalView {
  order: Order
  productName: string | null
  workspace: Workspace
  boardName: string | null
  steps: ApprovalStep[]
}

export async function approvalView(db: Db, userId: number, orderId: number): Promise<ApprovalView> {
  const { order } = await readableRequest(db, userId, orderId)
  return {
    order,
    productName: (await findById(db, productsTable, order.productId))?.name ?? null,
    workspace: (await findWorkspace(db, order.workspaceId!))!,
    boardName: order.boardId != null ? ((await findById(db, boardsTable, order.boardId))?.name ?? null) : null,
    steps: await stepsOf(db, orderId),
  }
}

/** Colleagues' requests waiting for approval in the workspaces where the caller approves, oldest first. */
export const requestsToDecide = async (db: Db, userId: number): Promise<Order[]> =>
  await findWhere(db, ordersTable, `approval_status = 'awaiting' AND user_id <> ? AND workspace_id IN
    (SELECT workspace_id FROM workspace_members WHERE user_id = ? AND status = 'active' AND role IN ('approver', 'admin'))
    ORDER BY created_at, id`, userId, userId)
