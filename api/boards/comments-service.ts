// Comments on a board's items (docs/board-teams.md, "Comments and notifications"): one thread per
// item, read by every member of the board (viewers included), written by those who may comment
// (sync/rules/board-comments.ts: the owner, co-owners and evaluators). Only a comment's author edits
// or deletes it; nobody else, the owner included. A comment's @mentions of members notify them
// (api/boards/notifications-service.ts). Anyone else gets 404 for every call, as for the board.
import { canComment, threadsOpen } from '../../sync/rules/board-comments'
import type { BoardRole } from '../../sync/rules/board-roles'
import { displayName } from '../../sync/rules/user-display'
import type { Board, BoardComment } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, findWhere, insertRow, updateRow } from '../db/repo'
import { boardCommentsTable, usersTable } from '../db/tables'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { deleteComment } from './comments-cleanup'
import { boardForMember } from './members-service'
import { notifyMentions } from './notifications-service'
import { recordBoardActivity } from './activity-repo'

/** The board, for a member who may write in its threads now. */
async function writableBoard(db: Db, userId: number, boardId: number): Promise<{ board: Board; role: BoardRole }> {
  const found = await boardForMember(db, userId, boardId)
  if (!canComment(found.role)) throw forbidden('Viewers cannot comment')
  if (!threadsOpen(found.board)) throw conflict("This board's comments are closed")
  return found
}

/** The caller's own comment on this board (404 when the board has no such comment). */
async function ownComment(db: Db, userId: number, boardId: number, commentId: number, action: 'edit' | 'delete'): Promise<BoardComment> {
  const comment = await findById(db, boardCommentsTable, commentId)
  if (!comment || comment.boardId !== boardId) throw notFound('Comment')
  if (comment.userId !== userId) throw forbidden(`You can ${action} only your own comments`)
  return comment
}

/** Every comment of the board, oldest first (optionally one item's thread). */
export async function listComments(db: Db, userId: number, boardId: number, itemId?: number): Promise<BoardComment[]> {
  await boardForMember(db, userId, boardId)
  if (itemId === undefined) return await findWhere(db, boardCommentsTable, 'board_id = ? ORDER BY id', boardId)
  return await findWhere(db, boardCommentsTable, 'board_id = ? AND item_id = ? ORDER BY id', boardId, itemId)
}

export async function addComment(db: Db, userId: number, boardId: number, input: { itemId: number; text: string }): Promise<BoardComment> {
  const { board } = await writableBoard(db, userId, boardId)
  if (!board.items.some((item) => item.itemId === input.itemId)) throw badRequest(`Item ${input.itemId} is not on this board`, { itemId: 'Not on this board' })
  const author = (await findById(db, usersTable, userId))!
  const now = new Date().toISOString()
  // Before the comment: a transaction's live poke carries its last version, the comment's.
  await recordBoardActivity(db, { boardId, userId, kind: 'commented', detail: { itemId: input.itemId } })
  const comment = await insertRow(db, boardCommentsTable, {
    boardId, itemId: input.itemId, userId, authorName: displayName(author) || author.username, authorUsername: author.username,
    text: input.text, editedAt: null, createdAt: now, updatedAt: now,
  })
  await notifyMentions(db, board, comment)
  return comment
}

/** The author's new text; a member it mentions for the first time is notified. */
export async function editComment(db: Db, userId: number, boardId: number, commentId: number, text: string): Promise<BoardComment> {
  const { board } = await writableBoard(db, userId, boardId)
  const comment = await ownComment(db, userId, boardId, commentId, 'edit')
  if (comment.text === text) return comment
  const now = new Date().toISOString()
  const edited = await updateRow(db, boardCommentsTable, commentId, { text, editedAt: now, updatedAt: now })
  await notifyMentions(db, board, edited)
  return edited
}

/**
 * The author takes their comment back, with the notifications it made. Any member may delete their
 * own comments, a viewer who once evaluated included; only a closed thread refuses.
 */
export async function removeComment(db: Db, userId: number, boardId: number, commentId: number): Promise<void> {
  const { board } = await boardForMember(db, userId, boardId)
  if (!threadsOpen(board)) throw conflict("This board's comments are closed")
  await ownComment(db, userId, boardId, commentId, 'delete')
  await deleteComment(db, commentId)
}
