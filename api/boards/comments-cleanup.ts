// Deleting comments with the notifications they made, each with its tombstone: a comment taken back
// by its author, a deleted board's threads, a deleted account's comments and notifications.
import type { Db } from '../db/connection'
import { deleteRow, deleteWhere } from '../db/repo'
import { boardCommentsTable, notificationsTable } from '../db/tables'

export function deleteComment(db: Db, commentId: number): void {
  deleteWhere(db, notificationsTable, 'comment_id = ?', commentId)
  deleteRow(db, boardCommentsTable, commentId)
}

/** A board's deletion takes its threads and their notifications with it. */
export function deleteCommentsOf(db: Db, boardId: number): void {
  deleteWhere(db, notificationsTable, 'board_id = ?', boardId)
  deleteWhere(db, boardCommentsTable, 'board_id = ?', boardId)
}

/** An account's deletion takes its comments (with their notifications) and its own notifications. */
export function deleteCommentsBy(db: Db, userId: number): void {
  for (const id of db.prepare('SELECT id FROM board_comments WHERE user_id = ?').pluck().all(userId) as number[]) deleteComment(db, id)
  deleteWhere(db, notificationsTable, 'user_id = ?', userId)
}
