// A board's decision (docs/board-teams.md, "Decision"): its owner records the chosen item, one of the
// board's, with a plain-text rationale; that freezes the board (api/boards/board-freeze.ts). The owner
// may reopen it, which unfreezes the board. Co-owners, evaluators and viewers get 403, anyone else 404.
// The board's rows are written, so every member's device receives the decision through the feed.
import { canDecide } from '../../sync/rules/board-decision'
import { displayName } from '../../sync/rules/user-display'
import type { Board, BoardDecisionInput } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, updateRow } from '../db/repo'
import { boardsTable, usersTable } from '../db/tables'
import { badRequest, conflict, forbidden } from '../http/errors'
import { recordBoardActivity } from './activity-repo'
import { assertBoardOpen } from './board-freeze'
import { asReadBy } from './boards-service'
import { boardForMember } from './members-service'

async function boardToDecide(db: Db, userId: number, boardId: number): Promise<Board> {
  const { board, role } = await boardForMember(db, userId, boardId)
  if (!canDecide(role)) throw forbidden("Only the board's owner records or reopens its decision")
  return board
}

export async function decideBoard(db: Db, userId: number, boardId: number, input: BoardDecisionInput): Promise<Board> {
  const board = await boardToDecide(db, userId, boardId)
  assertBoardOpen(board)
  if (!board.items.some((item) => item.itemId === input.itemId)) throw badRequest(`Item ${input.itemId} is not on this board`, { itemId: 'Not on this board' })
  const owner = (await findById(db, usersTable, userId))!
  const now = new Date().toISOString()
  // Before the board row: a transaction's live poke carries its last version, the board's.
  await recordBoardActivity(db, { boardId, userId, kind: 'decided', detail: { itemId: input.itemId } })
  return asReadBy(await updateRow(db, boardsTable, boardId, {
    decidedItemId: input.itemId, decisionRationale: input.rationale, decidedAt: now, decidedBy: displayName(owner) || owner.username, updatedAt: now,
  }), userId)
}

export async function reopenDecision(db: Db, userId: number, boardId: number): Promise<Board> {
  const board = await boardToDecide(db, userId, boardId)
  if (!board.decidedAt) throw conflict('This board has no decision to reopen')
  const now = new Date().toISOString()
  await recordBoardActivity(db, { boardId, userId, kind: 'decision-reopened' })
  return asReadBy(await updateRow(db, boardsTable, boardId, { decidedItemId: null, decisionRationale: null, decidedAt: null, decidedBy: null, updatedAt: now }), userId)
}
