// Company workspaces' rows (docs/workspaces.md): who stands where in a workspace, its member rows, the
// people who left it. Rows leave this file as camelCase entities.
import type { Workspace, WorkspaceMember } from '../../sync/schemas'
import type { WorkspaceRole } from '../../sync/rules/workspace-roles'
import type { Db } from '../db/connection'
import { findById, findWhere, updateRow } from '../db/repo'
import { approvalStepsTable, ordersTable, subscriptionsTable, workspaceMembersTable, workspacesTable } from '../db/tables'

/** The reader's role as an active member of the workspace; null for anyone else, an invitee included. */
export function roleIn(db: Db, userId: number | null | undefined, workspaceId: number): WorkspaceRole | null {
  if (userId == null) return null
  const role = db
    .prepare("SELECT role FROM workspace_members WHERE workspace_id = ? AND user_id = ? AND status = 'active'")
    .pluck()
    .get(workspaceId, userId) as WorkspaceRole | undefined
  return role ?? null
}

export const findWorkspace = (db: Db, id: number): Workspace | undefined => findById(db, workspacesTable, id)

export const membersOf = (db: Db, workspaceId: number): WorkspaceMember[] =>
  findWhere(db, workspaceMembersTable, 'workspace_id = ? ORDER BY id', workspaceId)

export function memberRow(db: Db, workspaceId: number, userId: number): WorkspaceMember | undefined {
  const [member] = findWhere(db, workspaceMembersTable, 'workspace_id = ? AND user_id = ?', workspaceId, userId)
  return member
}

/** The workspaces the person is an active member of, by name. */
export const workspacesOf = (db: Db, userId: number): Workspace[] =>
  findWhere(db, workspacesTable, "id IN (SELECT workspace_id FROM workspace_members WHERE user_id = ? AND status = 'active') ORDER BY name COLLATE NOCASE, id", userId)

export const invitationsOf = (db: Db, userId: number): WorkspaceMember[] =>
  findWhere(db, workspaceMembersTable, "user_id = ? AND status = 'invited' ORDER BY id", userId)

/** Active approvers and admins: who may decide, and how many a policy may ask for. */
export const deciderIdsOf = (db: Db, workspaceId: number): number[] =>
  db.prepare("SELECT user_id FROM workspace_members WHERE workspace_id = ? AND status = 'active' AND role IN ('approver', 'admin') ORDER BY id").pluck().all(workspaceId) as number[]

export const activeAdminCount = (db: Db, workspaceId: number): number =>
  db.prepare("SELECT COUNT(*) FROM workspace_members WHERE workspace_id = ? AND status = 'active' AND role = 'admin'").pluck().get(workspaceId) as number

/**
 * Writes the workspace's rows again (a new version each, nothing else changed), so that a person whose
 * standing changed receives them in the feed: every row a new member may now read, or, for a person
 * who left, the deletes of every row they held.
 */
export function resendWorkspaceRows(db: Db, workspaceId: number): void {
  updateRow(db, workspacesTable, workspaceId, {})
  for (const member of membersOf(db, workspaceId)) updateRow(db, workspaceMembersTable, member.id, {})
  for (const id of db.prepare('SELECT id FROM orders WHERE workspace_id = ? ORDER BY id').pluck().all(workspaceId) as number[]) updateRow(db, ordersTable, id, {})
  for (const id of db.prepare('SELECT id FROM approval_steps WHERE workspace_id = ? ORDER BY id').pluck().all(workspaceId) as number[]) updateRow(db, approvalStepsTable, id, {})
  for (const id of db.prepare('SELECT id FROM subscriptions WHERE workspace_id = ? ORDER BY id').pluck().all(workspaceId) as number[]) updateRow(db, subscriptionsTable, id, {})
}

export function rememberFormerMember(db: Db, workspaceId: number, userId: number): void {
  db.prepare('INSERT OR IGNORE INTO workspace_former_members (workspace_id, user_id) VALUES (?, ?)').run(workspaceId, userId)
}

export function forgetFormerMember(db: Db, workspaceId: number, userId: number): void {
  db.prepare('DELETE FROM workspace_former_members WHERE workspace_id = ? AND user_id = ?').run(workspaceId, userId)
}
