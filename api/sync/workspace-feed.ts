// Which of a company workspace's rows reach a reader of the feed as rows, and which as deletes
// (docs/workspaces.md, "On devices"): the rule of every REST read too (mayReadWorkspaceRow,
// sync/rules/workspace-roles.ts), so a member who left, an invitee and a plain member get exactly what
// the REST calls show them.
import { WORKSPACE_ENTITIES, type SyncEntity } from '../../sync/entities'
import { mayReadWorkspaceRow, type WorkspaceEntity, type WorkspaceRole } from '../../sync/rules/workspace-roles'
import type { Db } from '../db/connection'
import { roleIn } from '../workspaces/workspaces-repo'

const inWorkspace = new Set<SyncEntity>(WORKSPACE_ENTITIES)

export const isWorkspaceEntity = (entity: SyncEntity): entity is WorkspaceEntity => inWorkspace.has(entity)

/** A reader of one feed page: the row's JSON as this reader receives it, or null for a delete. */
export function workspaceReader(db: Db, readerId: number | null): (entity: WorkspaceEntity, json: string) => Promise<string | null> {
  const roles = new Map<number, WorkspaceRole | null>()
  const role = async (workspaceId: number) => {
    if (!roles.has(workspaceId)) roles.set(workspaceId, await roleIn(db, readerId, workspaceId))
    return roles.get(workspaceId)!
  }
  return async (entity, json) => {
    if (readerId === null) return null
    const row = JSON.parse(json) as { id: number; workspaceId?: number | null; userId: number; status?: string; requesterId?: number }
    const workspaceId = entity === 'workspace' ? row.id : row.workspaceId ?? null
    // A request made without a workspace is its buyer's alone.
    if (workspaceId === null) return row.userId === readerId ? json : null
    return mayReadWorkspaceRow(entity, row, readerId, await role(workspaceId)) ? json : null
  }
}
