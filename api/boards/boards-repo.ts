// Evaluation board queries. Rows leave this file as camelCase entities.
import type { Board } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findWhere } from '../db/repo'
import { boardsTable } from '../db/tables'

/** Newest first; the id breaks ties between boards made in the same millisecond. */
export const listBoards = (db: Db, userId: number): Board[] =>
  findWhere(db, boardsTable, 'user_id = ? ORDER BY created_at DESC, id DESC', userId)

export function findOwnBoard(db: Db, userId: number, id: number): Board | undefined {
  const [board] = findWhere(db, boardsTable, 'id = ? AND user_id = ?', id, userId)
  return board
}

/** The shared board with this share token (a board that is no longer shared has none). */
export function findSharedBoard(db: Db, token: string): Board | undefined {
  const [board] = findWhere(db, boardsTable, 'share_token = ? AND shared = 1', token)
  return board
}
