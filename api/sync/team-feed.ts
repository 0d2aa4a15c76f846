// Which of a board team's rows reach a reader of the feed as rows, and which as deletes (docs/sync.md,
// "Board teams"): the rule of every REST read too (sync/rules/board-roles.ts, mayReadTeamRow), so a
// member who left, an invitee and a colleague before the reveal get exactly what the REST calls show
// them. A board reaches its team without its share token, which is the owner's alone.
import { TEAM_ENTITIES, type SyncEntity } from '../../sync/entities'
import { mayReadTeamRow, type BoardStanding } from '../../sync/rules/board-roles'
import { standingOn } from '../boards/team-repo'
import type { Db } from '../db/connection'

type TeamEntity = 'board' | 'boardMember' | 'boardScore' | 'boardComment' | 'boardActivity'
const team = new Set<SyncEntity>(TEAM_ENTITIES)

export const isTeamEntity = (entity: SyncEntity): entity is TeamEntity => team.has(entity)

/** A reader of one feed page: the row's JSON as this reader receives it, or null for a delete. */
export function teamReader(db: Db, readerId: number | null): (entity: TeamEntity, json: string) => Promise<string | null> {
  const standings = new Map<number, BoardStanding>()
  const standing = async (boardId: number) => {
    let s = standings.get(boardId)
    if (!s) standings.set(boardId, (s = await standingOn(db, readerId, boardId)))
    return s
  }
  return async (entity, json) => {
    if (readerId === null) return null
    const row = JSON.parse(json) as { id: number; boardId?: number; userId: number; status?: string; shareToken?: string | null }
    const boardId = entity === 'board' ? row.id : row.boardId!
    if (!mayReadTeamRow(entity, row, readerId, await standing(boardId))) return null
    if (entity === 'board' && row.userId !== readerId && row.shareToken) return JSON.stringify({ ...row, shareToken: null })
    return json
  }
}
