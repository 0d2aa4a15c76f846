// A board's activity and Undo (docs/board-teams.md, "Activity, undo and merging"). Anyone on the
// board's team reads its activity (anyone else: 404). Undo takes back one change of the caller's own
// (a vendor added or removed, a weight, a criterion, a rename), never a colleague's: only while
// nobody else changed the same thing since (else 409, naming who), and each change once. The undo is
// itself an edit: it enters the activity marked as an undo, and the change it took back is marked undone.
import { canEditBoard } from '../../sync/rules/board-roles'
import { criterionLabel } from '../../sync/rules/board-activity'
import { asBoardChange, reverseChange, sameChange, sameTarget, showsChange, withChange, type BoardChange } from '../../sync/rules/board-changes'
import { MAX_BOARD_ITEMS, type Board, type BoardActivity } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { updateRow } from '../db/repo'
import { boardsTable } from '../db/tables'
import { conflict, forbidden } from '../http/errors'
import { activityOf, markUndone, recordChange } from './activity-repo'
import { checkBoardItems } from './board-items'
import { asReadBy } from './boards-service'
import { boardForMember, renameInvitations } from './members-service'

export async function listActivity(db: Db, userId: number, boardId: number): Promise<BoardActivity[]> {
  await boardForMember(db, userId, boardId)
  return await activityOf(db, boardId)
}

/** The thing a change is to, in words, for a refusal's message. */
function targetText(change: BoardChange): string {
  if (change.kind === 'renamed') return "the board's name"
  if ('item' in change) return 'that vendor'
  return `the weight of ${criterionLabel(change.criterion)}`
}

const isOriginal = (entry: BoardActivity) => entry.detail.undo !== true && entry.undoneAt === null

export async function undoChange(db: Db, userId: number, boardId: number, change: BoardChange): Promise<Board> {
  const { board, role } = await boardForMember(db, userId, boardId)
  if (!canEditBoard(role)) throw forbidden("Only the board's owner or a co-owner can change it")
  const entries = await activityOf(db, boardId)
  const own = entries.find((e) => e.userId === userId && isOriginal(e) && sameChangeAs(e, change))
  if (!own) throw conflict('This is not a change of yours that can still be undone')
  const later = entries.find((e) => e.id > own.id && e.userId !== userId && targets(e, change))
  if (later || !showsChange(board, change)) {
    throw conflict(`${later?.actorName ?? 'Someone else'} changed ${targetText(change)} since: your change was not undone`)
  }
  const reverse = reverseChange(change)
  const values: Record<string, unknown> = { ...withChange(board, reverse), updatedAt: new Date().toISOString() }
  if (values.items) {
    if ((values.items as unknown[]).length > MAX_BOARD_ITEMS) throw conflict(`A board holds at most ${MAX_BOARD_ITEMS} items`)
    values.items = await checkBoardItems(db, board.type, values.items as Board['items'])
  }
  if (reverse.kind === 'renamed') await renameInvitations(db, boardId, reverse.after)
  // The activity first: the board's row is the commit's last write, so its version is the one the live poke carries.
  await recordChange(db, boardId, userId, reverse, { undo: true })
  await markUndone(db, own.id)
  return asReadBy(await updateRow(db, boardsTable, boardId, values), userId)
}

const changeOf = (entry: BoardActivity) => asBoardChange({ ...entry.detail, kind: entry.kind })
function sameChangeAs(entry: BoardActivity, change: BoardChange): boolean {
  const c = changeOf(entry)
  return c !== null && sameChange(c, change)
}
function targets(entry: BoardActivity, change: BoardChange): boolean {
  const c = changeOf(entry)
  return c !== null && sameTarget(c, change)
}
