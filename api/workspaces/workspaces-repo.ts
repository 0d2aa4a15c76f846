// Company workspaces' rows (docs/workspaces.md): who stands where in a workspace, its member rows, the
// people who left it. Rows leave this file as camelCase entities.
import type { Workspace, WorkspaceMember } from '../../sync/schemas'
import type { WorkspaceRole } from '../../sync/rules/workspace-roles'
import type { Db } from '../db/connection'
import { findById, findWhere, updateRow } from '../db/repo'
import { approvalStepsTable, ordersTable, subscriptionsTable, workspaceMembersTable, workspacesTable } from '../db/tables'

/** The reader's role as an active member of the workspace; null for anyone else, an invitee included. */
export async function roleIn(db: Db, userId: number | null | undefined, workspaceId: number): Promise<WorkspaceRole | null> {
  if (userId == null) return null
  const role = await db.value<WorkspaceRole>("SELECT role FROM workspace_members WHERE workspace_id = ? AND user_id = ? AND status = 'active'", workspaceId, userId)
  return role ?? null
}

export const findWorkspace = async (db: Db, id: number): Promise<Workspace | undefined> => await findById(db, workspacesTable, id)

export const membersOf = async (db: Db, workspaceId: number): Promise<WorkspaceMember[]> =>
  await findWhere(db, workspaceMembersTable, 'workspace_id = ? ORDER BY id', workspaceId)

export async function memberRow(db: Db, workspaceId: number, userId: number): Promise<WorkspaceMember | undefined> {
  const [member] = await findWhere(db, workspaceMembersTable, 'workspace_id = ? AND user_id = ?', workspaceId, userId)
  return member
}

/** The workspaces the person is an active member of, by name. */
export const workspacesOf = async (db: Db, userId: number): Promise<Workspace[]> =>
  await findWhere(db, workspacesTable, "id IN (SELECT workspace_id FROM workspace_members WHERE user_id = ? AND status = 'active') ORDER BY lower(name), id", userId)

export const invitationsOf = async (db: Db, userId: number): Promise<WorkspaceMember[]> =>
  await findWhere(db, workspaceMembersTable, "user_id = ? AND status = 'invited' ORDER BY id", userId)

/** Active approvers and admins: who may decide, and how many a policy may ask for. */
export const deciderIdsOf = async (db: Db, workspaceId: number): Promise<number[]> =>
  await db.values<number>("SELECT user_id FROM workspace_members WHERE workspace_id = ? AND status = 'active' AND role IN ('approver', 'admin') ORDER BY id", workspaceId)

export const activeAdminCount = async (db: Db, workspaceId: number): Promise<number> =>
  (await db.value<number>("SELECT COUNT(*) FROM workspace_members WHERE workspace_id = ? AND status = 'active' AND role = 'admin'", workspaceId))!

/**
 * Writes the workspace's rows again (a new version each, nothing else changed), so that a person whose
 * standing changed receives them in the feed: every row a new member may now read, or, for a person
 * who left, the deletes of every row they held.
 */
export async function resendWorkspaceRows(db: Db, workspaceId: number): Promise<void> {
  await updateRow(db, workspacesTable, workspaceId, {})
  for (const member of await membersOf(db, workspaceId)) await updateRow(db, workspaceMembersTable, member.id, {})
  for (const id of await db.values<number>('SELECT id FROM orders WHERE workspace_id = ? ORDER BY id', workspaceId)) await updateRow(db, ordersTable, id, {})
  for (const id of await db.values<number>('SELECT id FROM approval_steps WHERE workspace_id = ? ORDER BY id', workspaceId)) await updateRow(db, approvalStepsTable, id, {})
  for (const id of await db.values<number>('SELECT id FROM subscriptions WHERE workspace_id = ? ORDER BY id', workspaceId)) await updateRow(db, subscriptionsTable, id, {})
}

export async function rememberFormerMember(db: Db, workspaceId: number, userId: number): Promise<void> {
  await db.run('INSERT INTO workspace_former_members (workspace_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING', workspaceId, userId)
}

export async function forgetFormerMember(db: Db, workspaceId: number, userId: number): Promise<void> {
  await db.run('DELETE FROM workspace_former_members WHERE workspace_id = ? AND user_id = ?', workspaceId, userId)
}
