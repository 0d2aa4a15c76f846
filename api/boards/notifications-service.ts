// Notifications (docs/board-teams.md, "Comments and notifications"): a person's own rows, made by the
// server when a comment that mentions them is stored, or edited to mention them; at most one per
// comment and person. Only members of the board are notified (sync/rules/mentions.ts): a username
// that is no member's makes none, and nobody is notified of mentioning themselves.
import { commentExcerpt } from '../../sync/rules/board-comments'
import { mentionedMembers } from '../../sync/rules/mentions'
import type { Board, BoardComment, Notification } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteWhere, findById, findWhere, insertRow, updateRow } from '../db/repo'
import { notificationsTable } from '../db/tables'
import { notFound } from '../http/errors'

/** The board's owner and active members, by username. */
const TEAM_SQL = `SELECT u.id AS "userId", u.username AS username FROM users u
  WHERE u.id = (SELECT user_id FROM boards WHERE id = @boardId)
     OR u.id IN (SELECT user_id FROM board_members WHERE board_id = @boardId AND status = 'active')`

async function itemName(db: Db, board: Board, itemId: number): Promise<string> {
  const table = board.type === 'product' ? 'products' : 'vendors'
  return (await db.value<string>(`SELECT name FROM ${table} WHERE id = ?`, itemId)) ?? `Item ${itemId}`
}

/**
 * Notifies every member the comment mentions who has no notification of it yet. The notifications it
 * made before take its new excerpt, so an edit leaves no text the author took back.
 */
export async function notifyMentions(db: Db, board: Board, comment: BoardComment): Promise<void> {
  const excerpt = commentExcerpt(comment.text)
  const made = await findWhere(db, notificationsTable, 'comment_id = ?', comment.id)
  for (const n of made) if (n.excerpt !== excerpt) await updateRow(db, notificationsTable, n.id, { excerpt, updatedAt: new Date().toISOString() })
  const team = await db.all<{ userId: number; username: string }>(TEAM_SQL, { boardId: board.id })
  const already = new Set(made.map((n) => n.userId))
  const mentioned = mentionedMembers(comment.text, team, comment.userId).filter((userId) => !already.has(userId))
  if (mentioned.length === 0) return
  const now = new Date().toISOString()
  const shared = {
    kind: 'mention', boardId: board.id, itemId: comment.itemId, commentId: comment.id, boardName: board.name,
    itemName: await itemName(db, board, comment.itemId), authorName: comment.authorName, excerpt, readAt: null, createdAt: now, updatedAt: now,
  }
  for (const userId of mentioned) await insertRow(db, notificationsTable, { ...shared, userId })
}

/** The caller's notifications, newest first. */
export const notificationsOf = async (db: Db, userId: number): Promise<Notification[]> =>
  await findWhere(db, notificationsTable, 'user_id = ? ORDER BY id DESC', userId)

/** Marks the caller's own notification read (anyone else's: 404); reading it again changes nothing. */
export async function markRead(db: Db, userId: number, id: number): Promise<Notification> {
  const notification = await findById(db, notificationsTable, id)
  if (!notification || notification.userId !== userId) throw notFound('Notification')
  if (notification.readAt) return notification
  const now = new Date().toISOString()
  return await updateRow(db, notificationsTable, id, { readAt: now, updatedAt: now })
}

/** A member who leaves or is removed loses their notifications of the board (they can no longer open it). */
export async function forgetNotificationsOn(db: Db, boardId: number, userId: number): Promise<void> {
  await deleteWhere(db, notificationsTable, 'board_id = ? AND user_id = ?', boardId, userId)
}
