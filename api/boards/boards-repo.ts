// Evaluation board queries. Rows leave this file as camelCase entities.
import type { Db } from '../db/connection'
import { findWhere } from '../db/repo'
import type { Entity } from '../db/table'
import { boardsTable } from '../db/tables'

/** Newest first; the id breaks ties between boards made in the same millisecond. */
export const listBoards = (db: Db, userId: number): Entity[] =>
  findWhere(db, boardsTable, 'user_id = ? ORDER BY created_at DESC, id DESC', userId)

export function findOwnBoard(db: Db, userId: number, id: number): Entity | undefined {
  const [board] = findWhere(db, boardsTable, 'id = ? AND user_id = ?', id, userId)
  return board
}

/** The shared board with this share token (a board that is no longer shared has none). */
export function findSharedBoard(db: Db, token: string): Entity | undefined {
  const [board] = findWhere(db, boardsTable, 'share_token = ? AND shared = 1', token)
  return board
}
