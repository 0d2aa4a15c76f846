// Comments on a board's items (docs/board-teams.md, "Comments and notifications"): who may write
// them, how long they may be, whether a board takes them, and the excerpt a notification shows.
import { canScore, type BoardRole } from './board-roles'
import { isBoardDecided, type BoardDecisionFields } from './board-decision'

/** A comment is at most this many characters. */
export const COMMENT_MAX = 4000
/** A notification's excerpt of its comment, at most this many characters. */
export const EXCERPT_MAX = 140

/**
 * Who may write and edit comments: the owner, co-owners and evaluators (evaluators score and
 * comment); viewers only read.
 */
export const canComment = (role: BoardRole | null | undefined): boolean => canScore(role)

/**
 * Whether a board's threads take new comments, edits and deletions, for the server and the screens:
 * open before the reveal and after it, closed once the decision is recorded (the board is frozen,
 * sync/rules/board-decision.ts), open again if its owner reopens the decision.
 */
export function threadsOpen(board: BoardDecisionFields): boolean {
  return !isBoardDecided(board)
}

/** A comment's text on one line, cut to EXCERPT_MAX characters with an ellipsis when longer. */
export function commentExcerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= EXCERPT_MAX ? line : `${line.slice(0, EXCERPT_MAX - 1).trimEnd()}…`
}
