// Evaluation board queries. Rows leave this file as camelCase entities.
import type { Db } from '../db/connection'
import { findById, findWhere } from '../db/repo'
import type { Entity } from '../db/table'
import { boardsTable } from '../db/tables'

/** Newest first; the id breaks ties between boards made in the same millisecond. */
export const listBoards = (db: Db, userId: number): Entity[] =>
  findWhere(db, boardsTable, 'user_id = ? ORDER BY created_at DESC, id DESC', userId)

export const findBoard = (db: Db, id: number) => findById(db, boardsTable, id)

export function findOwnBoard(db: Db, userId: number, id: number): Entity | undefined {
  const [board] = findWhere(db, boardsTable, 'id = ? AND user_id = ?', id, userId)
  return board
}
