// Scores on a board's team (docs/board-teams.md): each evaluator (the owner and co-owners
// score too; viewers do not) gives each item on the board a score from 1 to 5 on each of the board's
// criteria, with an optional note, in rows of their own: nobody writes anyone else's. Blind until
// revealed: before the owner or a co-owner reveals the results, a reader gets only their own scores
// and how many members have submitted; the feed follows the same rule (api/sync/team-feed.ts). A
// submitted scorecard takes no changes until it is reopened, and after the reveal nothing changes.
import { BOARD_CRITERIA, type Board, type BoardMember, type BoardScore, type BoardScoreInput } from '../../sync/schemas'
import { boardCriteria, canReveal, canScore, mayReadTeamRow } from '../../sync/rules/board-roles'
import type { Db } from '../db/connection'
import { deleteRow, findById, insertRow, updateRow } from '../db/repo'
import { boardMembersTable, boardScoresTable, boardsTable } from '../db/tables'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { assertBoardOpen } from './board-freeze'
import { boardForMember, ensureOwnerRow } from './members-service'
import { memberRow, membersOf, resendTeamRows, scoreRow, scoresOf } from './team-repo'
import { recordBoardActivity } from './activity-repo'

const REVEALED = 'The results are revealed: scorecards are final'

/** The caller's scorecard: their member row on a board they may score, before the reveal. */
async function ownScorecard(db: Db, userId: number, boardId: number): Promise<{ board: Board; card: BoardMember }> {
  const { board, role, revealed } = await boardForMember(db, userId, boardId)
  if (!canScore(role)) throw forbidden('Viewers cannot score')
  assertBoardOpen(board)
  if (revealed) throw conflict(REVEALED)
  const card = role === 'owner' ? await ensureOwnerRow(db, board) : (await memberRow(db, boardId, userId))!
  return { board, card }
}

export async function setScore(db: Db, userId: number, boardId: number, input: BoardScoreInput): Promise<BoardScore> {
  const { board, card } = await ownScorecard(db, userId, boardId)
  if (card.submittedAt) throw conflict('Your scorecard is submitted: reopen it to change a score')
  if (!board.items.some((item) => item.itemId === input.itemId)) throw badRequest(`Item ${input.itemId} is not on this board`, { itemId: 'Not on this board' })
  if (!boardCriteria(BOARD_CRITERIA, board.weights).includes(input.criterion)) {
    throw badRequest(`${input.criterion} is not one of this board's criteria`, { criterion: "Not one of this board's criteria" })
  }
  const now = new Date().toISOString()
  const values = { score: input.score, note: input.note ?? null, updatedAt: now }
  const existing = await scoreRow(db, boardId, userId, input.itemId, input.criterion)
  if (existing) return await updateRow(db, boardScoresTable, existing.id, values)
  return await insertRow(db, boardScoresTable, { boardId, userId, itemId: input.itemId, criterion: input.criterion, ...values, createdAt: now })
}

/**
 * Takes back one of the caller's own scores, as if never given: on Security & compliance the trust
 * profile's figure counts again. Anyone else's score, or one on another board, is 404.
 */
export async function clearScore(db: Db, userId: number, boardId: number, scoreId: number): Promise<void> {
  const { card } = await ownScorecard(db, userId, boardId)
  const row = await findById(db, boardScoresTable, scoreId)
  if (!row || row.boardId !== boardId || row.userId !== userId) throw notFound('Score')
  if (card.submittedAt) throw conflict('Your scorecard is submitted: reopen it to change a score')
  await deleteRow(db, boardScoresTable, scoreId)
}

export async function submitScorecard(db: Db, userId: number, boardId: number): Promise<BoardMember> {
  const { card } = await ownScorecard(db, userId, boardId)
  const now = new Date().toISOString()
  await recordBoardActivity(db, { boardId, userId, kind: 'submitted' })
  return await updateRow(db, boardMembersTable, card.id, { submittedAt: now, updatedAt: now })
}

export async function reopenScorecard(db: Db, userId: number, boardId: number): Promise<BoardMember> {
  const { card } = await ownScorecard(db, userId, boardId)
  await recordBoardActivity(db, { boardId, userId, kind: 'reopened' })
  return await updateRow(db, boardMembersTable, card.id, { submittedAt: null, updatedAt: new Date().toISOString() })
}

/** Shows every member's scores to the whole team: sent again, so every member's feed brings them. */
export async function revealResults(db: Db, userId: number, boardId: number): Promise<Board> {
  const { board, role, revealed } = await boardForMember(db, userId, boardId)
  if (!canReveal(role)) throw forbidden("Only the board's owner or a co-owner can reveal the results")
  assertBoardOpen(board)
  if (revealed) throw conflict('The results are already revealed')
  const now = new Date().toISOString()
  await recordBoardActivity(db, { boardId, userId, kind: 'revealed' })
  await updateRow(db, boardsTable, boardId, { revealedAt: now, updatedAt: now })
  await resendTeamRows(db, boardId, { scores: true })
  return (await findById(db, boardsTable, boardId))!
}

export interface ScoresView {
  revealedAt: string | null
  /** Members whose scorecard is submitted (the caller's own included). */
  submitted: number
  scores: BoardScore[]
}

/** The scores the caller may read: their own until the reveal, everyone's after. */
export async function viewScores(db: Db, userId: number, boardId: number): Promise<ScoresView> {
  const { board, role, revealed } = await boardForMember(db, userId, boardId)
  const scores = (await scoresOf(db, boardId)).filter((s) => mayReadTeamRow('boardScore', s, userId, { role, revealed }))
  const submitted = (await membersOf(db, boardId)).filter((m) => m.status === 'active' && m.submittedAt).length
  return { revealedAt: board.revealedAt ?? null, submitted, scores }
}
