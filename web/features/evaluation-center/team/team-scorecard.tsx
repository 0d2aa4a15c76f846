// The scorecard with what it reads: the board's items from the catalogue and this person's scores.
import type { Board, BoardMember } from '../../../../sync/schemas'
import { useBoardScores } from '../../../data/account/board-team'
import { useBoardItems } from '../../../data/account/evaluation-items'
import { Scorecard } from './scorecard'

export function TeamScorecard({ board, own, userId }: { board: Board; own: BoardMember | null; userId: number }) {
  const items = useBoardItems(board.type, board.items)
  const scores = useBoardScores(board.id)
  if (!items || !scores || items.length === 0) return null
  return <Scorecard board={board} items={items} scores={scores} own={own} userId={userId} />
}
