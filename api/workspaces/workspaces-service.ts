// Company workspaces (docs/workspaces.md): a signed-in person creates one (they are its first admin),
// its admins rename it and set its approval policy; its active members read it. Anyone else, an
// invitee who has not accepted included, gets 404 for the workspace and every call under it.
import { displayName } from '../../sync/rules/user-display'
import { DEFAULT_POLICY, policyProblem } from '../../sync/rules/approval-policy'
import { canManageWorkspace, MAX_OWN_WORKSPACES, type WorkspaceRole } from '../../sync/rules/workspace-roles'
import type { Workspace, WorkspacePolicyInput } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, insertRow, updateRow } from '../db/repo'
import { usersTable, workspaceMembersTable, workspacesTable } from '../db/tables'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { deciderIdsOf, findWorkspace, membersOf, roleIn } from './workspaces-repo'

/** The workspace, for its active members, with the reader's role; 404 for anyone else. */
export async function workspaceForMember(db: Db, userId: number, workspaceId: number): Promise<{ workspace: Workspace; role: WorkspaceRole }> {
  const role = await roleIn(db, userId, workspaceId)
  const workspace = role ? await findWorkspace(db, workspaceId) : undefined
  if (!workspace || !role) throw notFound('Workspace')
  return { workspace, role }
}

/** The workspace for a change by one of its admins (a member who is no admin: 403). */
export async function workspaceForAdmin(db: Db, userId: number, workspaceId: number): Promise<Workspace> {
  const { workspace, role } = await workspaceForMember(db, userId, workspaceId)
  if (!canManageWorkspace(role)) throw forbidden('Only a workspace admin can do this')
  return workspace
}

export async function createWorkspace(db: Db, userId: number, input: { name: string; currency: string }): Promise<Workspace> {
  const own = (await db.value<number>('SELECT COUNT(*) FROM workspaces WHERE user_id = ?', userId))!
  if (own >= MAX_OWN_WORKSPACES) throw conflict(`You can create at most ${MAX_OWN_WORKSPACES} workspaces`)
  const now = new Date().toISOString()
  const workspace = await insertRow(db, workspacesTable, { userId, name: input.name, currency: input.currency, ...DEFAULT_POLICY, createdAt: now, updatedAt: now })
  const creator = (await findById(db, usersTable, userId))!
  await insertRow(db, workspaceMembersTable, {
    workspaceId: workspace.id, userId, role: 'admin', status: 'active', name: displayName(creator) || creator.username,
    username: creator.username, workspaceName: workspace.name, invitedBy: null, createdAt: now, updatedAt: now,
  })
  // The creator's membership came after the workspace's own row: it is sent again now that they read it.
  return await updateRow(db, workspacesTable, workspace.id, {})
}

export async function renameWorkspace(db: Db, userId: number, workspaceId: number, name: string): Promise<Workspace> {
  await workspaceForAdmin(db, userId, workspaceId)
  const now = new Date().toISOString()
  for (const member of await membersOf(db, workspaceId)) if (member.status === 'invited') await updateRow(db, workspaceMembersTable, member.id, { workspaceName: name })
  return await updateRow(db, workspacesTable, workspaceId, { name, updatedAt: now })
}

export async function setPolicy(db: Db, userId: number, workspaceId: number, input: WorkspacePolicyInput): Promise<Workspace> {
  await workspaceForAdmin(db, userId, workspaceId)
  const problem = policyProblem(input, (await deciderIdsOf(db, workspaceId)).length)
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message })
  return await updateRow(db, workspacesTable, workspaceId, { ...input, updatedAt: new Date().toISOString() })
}
