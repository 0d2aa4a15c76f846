// A workspace's members (docs/workspaces.md): its admins invite people by username or by the email of
// an existing account, change their roles and remove them; an invitee accepts or declines; a member
// leaves. At least one admin always remains. Everyone else gets 404 (never reveal the workspace).
import { MAX_WORKSPACE_MEMBERS, type WorkspaceRole } from '../../sync/rules/workspace-roles'
import type { WorkspaceMember } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, deleteWhere, findById, insertRow, updateRow } from '../db/repo'
import { approvalStepsTable, notificationsTable, subscriptionsTable, workspaceMembersTable, workspacesTable } from '../db/tables'
import { conflict } from '../http/errors'
import { inviteeFor, inviterName, memberToRemove, memberWithin, ownInvitation, type MemberTable } from '../membership/members'
import { workspaceForAdmin, workspaceForMember } from './workspaces-service'
import {
  activeAdminCount, deciderIdsOf, findWorkspace, forgetFormerMember, memberRow, membersOf, rememberFormerMember, resendWorkspaceRows,
} from './workspaces-repo'

const LAST_ADMIN = 'A workspace keeps at least one admin: make someone else admin first'
const MEMBERS: MemberTable<WorkspaceMember> = { table: workspaceMembersTable, scopeOf: (m) => m.workspaceId }

export async function listMembers(db: Db, userId: number, workspaceId: number): Promise<WorkspaceMember[]> {
  await workspaceForMember(db, userId, workspaceId)
  return await membersOf(db, workspaceId)
}

export async function inviteMember(db: Db, userId: number, workspaceId: number, input: { user: string; role: WorkspaceRole }): Promise<WorkspaceMember> {
  const workspace = await workspaceForAdmin(db, userId, workspaceId)
  const { invitee, name } = await inviteeFor(db, input.user)
  if (await memberRow(db, workspaceId, invitee.id)) throw conflict(`${name} is already in this workspace`, { user: 'Already in this workspace' })
  if ((await membersOf(db, workspaceId)).length >= MAX_WORKSPACE_MEMBERS) throw conflict(`A workspace has at most ${MAX_WORKSPACE_MEMBERS} members`)
  const now = new Date().toISOString()
  return await insertRow(db, workspaceMembersTable, {
    workspaceId, userId: invitee.id, role: input.role, status: 'invited', name, username: invitee.username, workspaceName: workspace.name,
    invitedBy: await inviterName(db, userId), createdAt: now, updatedAt: now,
  })
}

export async function acceptInvitation(db: Db, userId: number, workspaceId: number, memberId: number): Promise<WorkspaceMember> {
  await ownInvitation(db, MEMBERS, userId, workspaceId, memberId)
  await updateRow(db, workspaceMembersTable, memberId, { status: 'active', updatedAt: new Date().toISOString() })
  await forgetFormerMember(db, workspaceId, userId)
  // The new member's cursor is past the workspace's rows: they are sent again.
  await resendWorkspaceRows(db, workspaceId)
  return (await findById(db, workspaceMembersTable, memberId))!
}

export async function declineInvitation(db: Db, userId: number, workspaceId: number, memberId: number): Promise<void> {
  await ownInvitation(db, MEMBERS, userId, workspaceId, memberId)
  await deleteRow(db, workspaceMembersTable, memberId)
}

/** Whether taking this active admin's role away would leave the workspace without one. */
const isLastAdmin = async (db: Db, member: WorkspaceMember) => member.status === 'active' && member.role === 'admin' && await activeAdminCount(db, member.workspaceId) <= 1

export async function changeRole(db: Db, userId: number, workspaceId: number, memberId: number, role: WorkspaceRole): Promise<WorkspaceMember> {
  await workspaceForAdmin(db, userId, workspaceId)
  const member = await memberWithin(db, MEMBERS, workspaceId, memberId)
  if (role !== 'admin' && await isLastAdmin(db, member)) throw conflict(LAST_ADMIN)
  const updated = await updateRow(db, workspaceMembersTable, memberId, { role, updatedAt: new Date().toISOString() })
  await keepPolicyWithinApprovers(db, workspaceId)
  return updated
}

/**
 * Takes a member out of the workspace: an admin removing anyone, or a member leaving (their own row);
 * an invitation is simply withdrawn. The last admin can neither leave nor be removed. The workspace's
 * rows are sent again so that every device of theirs deletes them, and their notifications of the
 * workspace go.
 */
export async function removeMember(db: Db, userId: number, workspaceId: number, memberId: number): Promise<void> {
  const { member } = await memberToRemove(db, MEMBERS, userId, workspaceId, memberId, async () => await workspaceForAdmin(db, userId, workspaceId))
  if (await isLastAdmin(db, member)) throw conflict(LAST_ADMIN)
  await deleteRow(db, workspaceMembersTable, memberId)
  if (member.status !== 'active') return
  await rememberFormerMember(db, workspaceId, member.userId)
  await deleteWhere(db, notificationsTable, "workspace_id = ? AND user_id = ? AND kind = 'approval-request'", workspaceId, member.userId)
  await keepPolicyWithinApprovers(db, workspaceId)
  await resendWorkspaceRows(db, workspaceId)
}

/**
 * A policy never asks for more approvers than the workspace has: when an approver leaves or loses
 * the role, the number comes down with them (at least 2, or the second amount goes).
 */
async function keepPolicyWithinApprovers(db: Db, workspaceId: number): Promise<void> {
  const workspace = (await findWorkspace(db, workspaceId))!
  const deciders = (await deciderIdsOf(db, workspaceId)).length
  if (workspace.approversNeeded === null || workspace.approversNeeded <= deciders) return
  const now = new Date().toISOString()
  await updateRow(db, workspacesTable, workspaceId, deciders >= 2 ? { approversNeeded: deciders, updatedAt: now } : { approversNeeded: null, multiApprovalAbove: null, updatedAt: now })
}

/**
 * An account's part in every workspace, before the account is deleted: its memberships and its
 * requests' histories go, each with a tombstone the members receive. A workspace left without an admin
 * makes its longest-standing member admin; one left without members goes, its subscriptions with it.
 */
export async function leaveEveryWorkspace(db: Db, userId: number): Promise<void> {
  const workspaceIds = await db.values<number>('SELECT workspace_id FROM workspace_members WHERE user_id = ?', userId)
  await deleteWhere(db, approvalStepsTable, 'requester_id = ?', userId)
  await deleteWhere(db, notificationsTable, 'user_id = ?', userId)
  await deleteWhere(db, workspaceMembersTable, 'user_id = ?', userId)
  for (const workspaceId of workspaceIds) {
    const left = (await membersOf(db, workspaceId)).filter((m) => m.status === 'active')
    if (left.length === 0) {
      await deleteWhere(db, workspaceMembersTable, 'workspace_id = ?', workspaceId)
      await deleteWhere(db, subscriptionsTable, 'workspace_id = ?', workspaceId)
      await deleteRow(db, workspacesTable, workspaceId)
      continue
    }
    if (!left.some((m) => m.role === 'admin')) await updateRow(db, workspaceMembersTable, left[0].id, { role: 'admin', updatedAt: new Date().toISOString() })
    await keepPolicyWithinApprovers(db, workspaceId)
  }
}
