// Deleting comments with the notifications they made, each with its tombstone: a comment taken back
// by its author, a deleted board's threads, a deleted account's comments and notifications.
import type { Db } from '../db/connection'
import { deleteRow, deleteWhere } from '../db/repo'
import { boardCommentsTable, notificationsTable } from '../db/tables'

export async function deleteComment(db: Db, commentId: number): Promise<void> {
  await deleteWhere(db, notificationsTable, 'comment_id = ?', commentId)
  await deleteRow(db, boardCommentsTable, commentId)
}

/** A board's deletion takes its threads and their notifications with it. */
export async function deleteCommentsOf(db: Db, boardId: number): Promise<void> {
  await deleteWhere(db, notificationsTable, 'board_id = ?', boardId)
  await deleteWhere(db, boardCommentsTable, 'board_id = ?', boardId)
}

/** An account's deletion takes its comments (with their notifications) and its own notifications. */
export async function deleteCommentsBy(db: Db, userId: number): Promise<void> {
  for (const id of await db.values<number>('SELECT id FROM board_comments WHERE user_id = ?', userId)) await deleteComment(db, id)
  await deleteWhere(db, notificationsTable, 'user_id = ?', userId)
}
