// The one check that a board may still change: a decided board is frozen (sync/rules/board-decision.ts).
// Every write to a board, its items, weights, criteria, name, team, scores, scorecards and reveal calls
// it after finding the board for the caller, so a non-member still gets 404 first; the answer is 409.
import { BOARD_DECIDED_MESSAGE, isBoardDecided, type BoardDecisionFields } from '../../sync/rules/board-decision'
import { conflict } from '../http/errors'

export function assertBoardOpen(board: BoardDecisionFields): void {
  if (isBoardDecided(board)) throw conflict(BOARD_DECIDED_MESSAGE)
}
