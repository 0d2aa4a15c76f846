// Who belongs to a board's team, for the live pokes of its rows (api/db/repo.ts): its owner and its
// active members, and the people who left or were removed, whose devices still receive the board's
// changes as deletes (api/sync/visibility.ts says the same for the feed). Until a board's results are
// revealed, a score pokes only its evaluator, as the feed shows it only to them.
import type { Db } from './db-handle'

const TEAM_SQL = `SELECT user_id FROM boards WHERE id = @boardId
  UNION SELECT user_id FROM board_members WHERE board_id = @boardId AND status = 'active'
  UNION SELECT user_id FROM board_former_members WHERE board_id = @boardId`

/** The team a change of a row on this board pokes; a blind row's (a score's) none until the reveal. */
export async function teamOf(db: Db, boardId: number, blind = false): Promise<number[]> {
  if (blind && await db.get('SELECT 1 FROM boards WHERE id = ? AND revealed_at IS NULL', boardId)) return []
  return await db.values<number>(TEAM_SQL, { boardId })
}

/**
 * Who a change of a company workspace's row pokes: its active members and the people who left it,
 * whose devices still receive its changes as deletes (api/sync/visibility.ts says the same for the feed).
 */
export async function workspaceReadersOf(db: Db, workspaceId: number): Promise<number[]> {
  return await db.values<number>(`SELECT user_id FROM workspace_members WHERE workspace_id = @workspaceId AND status = 'active'
    UNION SELECT user_id FROM workspace_former_members WHERE workspace_id = @workspaceId`, { workspaceId })
}
