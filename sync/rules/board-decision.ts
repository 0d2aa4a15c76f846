// A board's decision (docs/board-teams.md, "Decision"): its owner records the chosen item (one of the
// board's vendors or products) and a plain-text rationale. A decided board is frozen: its shortlist,
// criteria, weights, name, scores, scorecards, team and reveal no longer change, on the server and on
// the screens alike, until the owner reopens the decision. An order request can name the board its
// product was chosen on: the product must be the decision's (the chosen product, or a product of the
// chosen vendor).
import type { BoardRole } from './board-roles'

export const DECISION_RATIONALE_MAX = 2000
export const BOARD_DECIDED_MESSAGE = "This board is decided: it no longer changes. Its owner can reopen the decision."

/** The fields of a board that hold its decision (null while undecided). */
export interface BoardDecisionFields {
  decidedItemId?: number | null
  decisionRationale?: string | null
  decidedAt?: string | null
  decidedBy?: string | null
}

export const isBoardDecided = (board: BoardDecisionFields | null | undefined): boolean => !!board?.decidedAt

/** Only the board's owner records or reopens its decision (co-owners advise; the owner answers for it). */
export const canDecide = (role: BoardRole | null | undefined) => role === 'owner'

/**
 * Whether a product may be ordered as chosen on this board: the board is decided and the product is
 * its chosen product (a product board) or one of its chosen vendor's products (a vendor board).
 */
export function isChosenProduct(board: BoardDecisionFields & { type: string }, product: { id: number; vendorId: number }): boolean {
  if (!isBoardDecided(board) || board.decidedItemId == null) return false
  return board.type === 'vendor' ? product.vendorId === board.decidedItemId : product.id === board.decidedItemId
}
