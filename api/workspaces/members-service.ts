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

export function listMembers(db: Db, userId: number, workspaceId: number): WorkspaceMember[] {
  workspaceForMember(db, userId, workspaceId)
  return membersOf(db, workspaceId)
}

export function inviteMember(db: Db, userId: number, workspaceId: number, input: { user: string; role: WorkspaceRole }): WorkspaceMember {
  const workspace = workspaceForAdmin(db, userId, workspaceId)
  const { invitee, name } = inviteeFor(db, input.user)
  if (memberRow(db, workspaceId, invitee.id)) throw conflict(`${name} is already in this workspace`, { user: 'Already in this workspace' })
  if (membersOf(db, workspaceId).length >= MAX_WORKSPACE_MEMBERS) throw conflict(`A workspace has at most ${MAX_WORKSPACE_MEMBERS} members`)
  const now = new Date().toISOString()
  return insertRow(db, workspaceMembersTable, {
    workspaceId, userId: invitee.id, role: input.role, status: 'invited', name, username: invitee.username, workspaceName: workspace.name,
    invitedBy: inviterName(db, userId), createdAt: now, updatedAt: now,
  })
}

export function acceptInvitation(db: Db, userId: number, workspaceId: number, memberId: number): WorkspaceMember {
  ownInvitation(db, MEMBERS, userId, workspaceId, memberId)
  updateRow(db, workspaceMembersTable, memberId, { status: 'active', updatedAt: new Date().toISOString() })
  forgetFormerMember(db, workspaceId, userId)
  // The new member's cursor is past the workspace's rows: they are sent again.
  resendWorkspaceRows(db, workspaceId)
  return findById(db, workspaceMembersTable, memberId)!
}

export function declineInvitation(db: Db, userId: number, workspaceId: number, memberId: number): void {
  ownInvitation(db, MEMBERS, userId, workspaceId, memberId)
  deleteRow(db, workspaceMembersTable, memberId)
}

/** Whether taking this active admin's role away would leave the workspace without one. */
const isLastAdmin = (db: Db, member: WorkspaceMember) => member.status === 'active' && member.role === 'admin' && activeAdminCount(db, member.workspaceId) <= 1

export function changeRole(db: Db, userId: number, workspaceId: number, memberId: number, role: WorkspaceRole): WorkspaceMember {
  workspaceForAdmin(db, userId, workspaceId)
  const member = memberWithin(db, MEMBERS, workspaceId, memberId)
  if (role !== 'admin' && isLastAdmin(db, member)) throw conflict(LAST_ADMIN)
  const updated = updateRow(db, workspaceMembersTable, memberId, { role, updatedAt: new Date().toISOString() })
  keepPolicyWithinApprovers(db, workspaceId)
  return updated
}

/**
 * Takes a member out of the workspace: an admin removing anyone, or a member leaving (their own row);
 * an invitation is simply withdrawn. The last admin can neither leave nor be removed. The workspace's
 * rows are sent again so that every device of theirs deletes them, and their notifications of the
 * workspace go.
 */
export function removeMember(db: Db, userId: number, workspaceId: number, memberId: number): void {
  const { member } = memberToRemove(db, MEMBERS, userId, workspaceId, memberId, () => workspaceForAdmin(db, userId, workspaceId))
  if (isLastAdmin(db, member)) throw conflict(LAST_ADMIN)
  deleteRow(db, workspaceMembersTable, memberId)
  if (member.status !== 'active') return
  rememberFormerMember(db, workspaceId, member.userId)
  deleteWhere(db, notificationsTable, "workspace_id = ? AND user_id = ? AND kind = 'approval-request'", workspaceId, member.userId)
  keepPolicyWithinApprovers(db, workspaceId)
  resendWorkspaceRows(db, workspaceId)
}

/**
 * A policy never asks for more approvers than the workspace has: when an approver leaves or loses
 * the role, the number comes down with them (at least 2, or the second amount goes).
 */
function keepPolicyWithinApprovers(db: Db, workspaceId: number): void {
  const workspace = findWorkspace(db, workspaceId)!
  const deciders = deciderIdsOf(db, workspaceId).length
  if (workspace.approversNeeded === null || workspace.approversNeeded <= deciders) return
  const now = new Date().toISOString()
  updateRow(db, workspacesTable, workspaceId, deciders >= 2 ? { approversNeeded: deciders, updatedAt: now } : { approversNeeded: null, multiApprovalAbove: null, updatedAt: now })
}

/**
 * An account's part in every workspace, before the account is deleted: its memberships and its
 * requests' histories go, each with a tombstone the members receive. A workspace left without an admin
 * makes its longest-standing member admin; one left without members goes, its subscriptions with it.
 */
export function leaveEveryWorkspace(db: Db, userId: number): void {
  const workspaceIds = db.prepare('SELECT workspace_id FROM workspace_members WHERE user_id = ?').pluck().all(userId) as number[]
  deleteWhere(db, approvalStepsTable, 'requester_id = ?', userId)
  deleteWhere(db, notificationsTable, 'user_id = ?', userId)
  deleteWhere(db, workspaceMembersTable, 'user_id = ?', userId)
  for (const workspaceId of workspaceIds) {
    const left = membersOf(db, workspaceId).filter((m) => m.status === 'active')
    if (left.length === 0) {
      deleteWhere(db, workspaceMembersTable, 'workspace_id = ?', workspaceId)
      deleteWhere(db, subscriptionsTable, 'workspace_id = ?', workspaceId)
      deleteRow(db, workspacesTable, workspaceId)
      continue
    }
    if (!left.some((m) => m.role === 'admin')) updateRow(db, workspaceMembersTable, left[0].id, { role: 'admin', updatedAt: new Date().toISOString() })
    keepPolicyWithinApprovers(db, workspaceId)
  }
}
