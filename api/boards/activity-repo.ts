// A board's activity (docs/board-teams.md, "Activity, undo and merging"): the services record an entry
// as they apply each change, in the change's own transaction, so the activity and the board never
// disagree. Entries reach the team through the change feed like the board's other rows; a board keeps
// its newest MAX_BOARD_ACTIVITY entries (older ones leave with a tombstone). Never a score.
import { boardChanges, type BoardChange, type BoardFields } from '../../sync/rules/board-changes'
import { MAX_BOARD_ACTIVITY, type BoardActivityKind } from '../../sync/rules/board-activity'
import { displayName } from '../../sync/rules/user-display'
import type { BoardActivity } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteWhere, findById, findWhere, insertRow, updateRow } from '../db/repo'
import { boardActivityTable, usersTable } from '../db/tables'

export interface ActivityInput {
  boardId: number
  /** Who did it: the signed-in caller. */
  userId: number
  kind: BoardActivityKind
  detail?: Record<string, unknown>
}

/** Records one entry on the board's activity; call it inside the transaction that applies the change. */
export async function recordBoardActivity(db: Db, { boardId, userId, kind, detail = {} }: ActivityInput): Promise<BoardActivity> {
  const actor = await findById(db, usersTable, userId)
  const now = new Date().toISOString()
  const entry = await insertRow(db, boardActivityTable, {
    boardId, userId, actorName: actor ? displayName(actor) || actor.username : 'Someone', kind, detail, undoneAt: null, createdAt: now, updatedAt: now,
  })
  await deleteWhere(db, boardActivityTable, `board_id = ? AND id NOT IN (SELECT id FROM board_activity WHERE board_id = ? ORDER BY id DESC LIMIT ${MAX_BOARD_ACTIVITY})`, boardId, boardId)
  return entry
}

/** One entry per change an edit made to the board's shared fields (a vendor, a weight, a criterion, the name). */
export async function recordBoardChanges(db: Db, boardId: number, userId: number, before: BoardFields, after: Partial<BoardFields>, extra: Record<string, unknown> = {}): Promise<void> {
  for (const change of boardChanges(before, after)) await recordChange(db, boardId, userId, change, extra)
}

export const recordChange = async (db: Db, boardId: number, userId: number, change: BoardChange, extra: Record<string, unknown> = {}) =>
  await recordBoardActivity(db, { boardId, userId, kind: change.kind, detail: { ...change, ...extra } })

/** The board's activity, newest first. */
export const activityOf = async (db: Db, boardId: number): Promise<BoardActivity[]> => await findWhere(db, boardActivityTable, 'board_id = ? ORDER BY id DESC', boardId)

export const markUndone = async (db: Db, id: number): Promise<BoardActivity> => await updateRow(db, boardActivityTable, id, { undoneAt: new Date().toISOString(), updatedAt: new Date().toISOString() })

/** A deleted board takes its activity with it, each entry with a tombstone its team's devices follow. */
export const deleteActivityOf = async (db: Db, boardId: number) => await deleteWhere(db, boardActivityTable, 'board_id = ?', boardId)
