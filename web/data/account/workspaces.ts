// Company workspaces on this device (docs/workspaces.md): the workspaces, members and invitations the
// feed brings, the current workspace (a choice of this device, per person), and the changes the
// workspace screen makes. Each change is an optimistic local write queued as a named mutation
// (sync/mutations/workspaces.ts), so it works offline and reaches the server once; the server decides
// who may do what (sync/rules/workspace-roles.ts) and a refused change is rolled back with its message.
import { useLiveQuery } from 'dexie-react-hooks'
import type { Workspace, WorkspaceMember } from '../../../sync/schemas'
import type { WorkspaceRole } from '../../../sync/rules/workspace-roles'
import { db as appDb, type VettedDb } from '../../db/db'
import { useSession } from '../../sync/base/session'
import { currentId } from '../../sync/copy/remap-local'
import { queueWrite } from '../../sync/push/local-writes'
import { localPreference } from '../local-preference'
import { memberChanges } from './membership'

export const CURRENT_WORKSPACE_KEY = 'vetted.currentWorkspace'

type Choices = Record<string, number>
const parseChoices = (raw: string | null): Choices => {
  try {
    const value = JSON.parse(raw ?? '{}') as unknown
    return value && typeof value === 'object' ? (value as Choices) : {}
  } catch {
    return {}
  }
}
const choices = localPreference<Choices>(CURRENT_WORKSPACE_KEY, {}, parseChoices, (value) => (Object.keys(value).length ? JSON.stringify(value) : null))

function signedIn() {
  const user = useSession.getState().user
  if (!user) throw new Error('Sign in to work in a workspace')
  return user
}

/** The workspaces the person is an active member of on this device, by name; undefined while reading. */
export function useMyWorkspaces(userId: number | undefined): Workspace[] | undefined {
  return useLiveQuery(async () => {
    if (userId === undefined) return []
    const mine = (await appDb.workspaceMembers.where('userId').equals(userId).toArray()).filter((m) => m.status === 'active')
    const rows = (await appDb.workspaces.bulkGet(mine.map((m) => m.workspaceId))).filter((w): w is Workspace => !!w)
    return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
  }, [userId])
}

/** The workspace the person picked on this device, when they are still in it; null: working alone. */
export function useCurrentWorkspace(): Workspace | null {
  const user = useSession((s) => s.user)
  const picked = choices.use()[String(user?.id)]
  const mine = useMyWorkspaces(user?.id)
  return mine?.find((w) => w.id === picked) ?? null
}

/** The current workspace's id as requests read it when they are made (null: none, or no longer a member). */
export async function currentWorkspaceId(userId: number, d: VettedDb = appDb): Promise<number | null> {
  const picked = choices.read()[String(userId)]
  if (picked === undefined) return null
  const own = await d.workspaceMembers.where('userId').equals(userId).filter((m) => m.workspaceId === picked && m.status === 'active').first()
  return own ? picked : null
}

/** Picks the current workspace on this device (null: work alone). */
export function pickWorkspace(workspaceId: number | null): void {
  const user = signedIn()
  const next = { ...choices.read() }
  if (workspaceId === null) delete next[String(user.id)]
  else next[String(user.id)] = workspaceId
  choices.save(next)
}

export function useWorkspace(id: number): Workspace | null | undefined {
  return useLiveQuery(async () => (await appDb.workspaces.get(id)) ?? null, [id])
}

/** The workspace's members and pending invitations, in the order they were invited. */
export function useWorkspaceMembers(workspaceId: number): WorkspaceMember[] | undefined {
  return useLiveQuery(() => appDb.workspaceMembers.where('workspaceId').equals(workspaceId).sortBy('id'), [workspaceId])
}

/** The workspace invitations waiting for the person's answer. */
export function useMyWorkspaceInvitations(userId: number | undefined): WorkspaceMember[] | undefined {
  return useLiveQuery(
    async () => (userId === undefined ? [] : (await appDb.workspaceMembers.where('userId').equals(userId).sortBy('id')).filter((m) => m.status === 'invited')),
    [userId],
  )
}

/** Creates a workspace; the person is its admin. Shown at once; resolves with its (temporary) id. */
export async function createWorkspace(name: string, currency: string, d: VettedDb = appDb): Promise<number> {
  const user = signedIn()
  return queueWrite(d, [d.workspaces, d.workspaceMembers], async ({ queue, tempId }) => {
    const id = await tempId()
    const now = new Date().toISOString()
    await d.workspaces.put({
      id, version: 0, userId: user.id, name: name.trim(), currency, approvalAbove: 0, multiApprovalAbove: null, approversNeeded: null, createdAt: now, updatedAt: now,
    })
    await queue({ name: 'workspace.create', entityId: id, tempId: id, args: { name: name.trim(), currency }, before: null })
    return id
  })
}

export interface PolicyFields {
  approvalAbove: number
  multiApprovalAbove: number | null
  approversNeeded: number | null
}

export async function setPolicy(workspace: Workspace, policy: PolicyFields, d: VettedDb = appDb): Promise<void> {
  signedIn()
  await queueWrite(d, [d.workspaces], async ({ queue }) => {
    const id = await currentId(d, 'workspace', workspace.id)
    const before = (await d.workspaces.get(id)) ?? null
    if (before) await d.workspaces.put({ ...before, ...policy })
    await queue({ name: 'workspace.setPolicy', entityId: id, args: { ...policy }, before })
  })
}

const members = memberChanges<WorkspaceMember, WorkspaceRole>({ entity: 'workspaceMember', scope: 'workspace', scopeKey: 'workspaceId', signedIn })

export const inviteToWorkspace = (workspaceId: number, user: string, role: WorkspaceRole, d: VettedDb = appDb) => members.invite(workspaceId, user, role, d)
export const acceptWorkspaceInvitation = (m: WorkspaceMember, d: VettedDb = appDb) => members.accept(m, d)
export const declineWorkspaceInvitation = (m: WorkspaceMember, d: VettedDb = appDb) => members.decline(m, d)
/** Removes a member or withdraws an invitation; on one's own row, leaves the workspace. */
export const removeWorkspaceMember = (m: WorkspaceMember, d: VettedDb = appDb) => members.remove(m, d)
export const changeWorkspaceRole = (m: WorkspaceMember, role: WorkspaceRole, d: VettedDb = appDb) => members.setRole(m, role, d)
