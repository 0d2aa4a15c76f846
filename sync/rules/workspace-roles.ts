// Who may do what in a company workspace (docs/workspaces.md): every member requests subscriptions;
// approvers also decide on colleagues' requests; workspace admins also manage members, roles and the
// approval policy, and decide like approvers. The server checks each call with these; the screens use
// them to offer only what the person may do.

export const WORKSPACE_ROLES = ['member', 'approver', 'admin'] as const
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number]

/** How each role reads on the screens. */
export const WORKSPACE_ROLE_NAMES: Record<WorkspaceRole, string> = {
  member: 'Member',
  approver: 'Approver',
  admin: 'Workspace admin',
}

/** A workspace's members, its admins and pending invitations included. */
export const MAX_WORKSPACE_MEMBERS = 200
/** Workspaces one person may create. */
export const MAX_OWN_WORKSPACES = 10
/** A workspace's name, once trimmed. */
export const WORKSPACE_NAME_MAX = 80

export const canManageWorkspace = (role: WorkspaceRole | null | undefined): boolean => role === 'admin'

/** Approvers and workspace admins decide on requests (never their own: see mayDecide). */
export const canApprove = (role: WorkspaceRole | null | undefined): boolean => role === 'approver' || role === 'admin'

/**
 * Why this person may not decide on this request, or null when they may: a decision needs an approver
 * or admin of the request's workspace who is not its requester.
 */
export function decisionRefusal(role: WorkspaceRole | null | undefined, requesterId: number, userId: number): string | null {
  if (!canApprove(role)) return 'Only approvers and workspace admins decide on requests'
  if (requesterId === userId) return 'You cannot approve your own request'
  return null
}

export type WorkspaceEntity = 'workspace' | 'workspaceMember' | 'order' | 'approvalStep' | 'subscription'

/**
 * Whether a reader sees a workspace's row (the feed and every REST read), given their active role in
 * the row's workspace (null: none). The workspace and its members reach its members, and an invitee
 * their own invitation; a request reaches its requester, and the workspace's approvers and admins,
 * who decide on it; its approval steps reach the same people. Its subscriptions reach every member.
 */
export function mayReadWorkspaceRow(
  entity: WorkspaceEntity,
  row: { userId: number; status?: string; requesterId?: number },
  readerId: number,
  role: WorkspaceRole | null,
): boolean {
  if (entity === 'workspace' || entity === 'subscription') return role !== null
  if (entity === 'workspaceMember') return role !== null || (row.userId === readerId && row.status === 'invited')
  const requester = entity === 'order' ? row.userId : row.requesterId
  return requester === readerId || canApprove(role)
}
