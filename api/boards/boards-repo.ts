// Evaluation board queries. Rows leave this file as camelCase entities.
import type { Board } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findWhere } from '../db/repo'
import { boardsTable } from '../db/tables'

/** The boards a user owns or is an active member of, newest first; the id breaks ties between boards made in the same millisecond. */
export const listMemberBoards = async (db: Db, userId: number): Promise<Board[]> =>
  await findWhere(
    db, boardsTable,
    "user_id = ? OR id IN (SELECT board_id FROM board_members WHERE user_id = ? AND status = 'active') ORDER BY created_at DESC, id DESC",
    userId, userId,
  )

/** The shared board with this share token (a board that is no longer shared has none). */
export async function findSharedBoard(db: Db, token: string): Promise<Board | undefined> {
  const [board] = await findWhere(db, boardsTable, 'share_token = ? AND shared = 1', token)
  return board
}
