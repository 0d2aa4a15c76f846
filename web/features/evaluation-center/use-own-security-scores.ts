// The signed-in person's own Security & compliance scores on a board, by item id, read live from the
// device's copy of the board's scores: they win over each vendor's trust profile in the board's ranking.
import { useMemo } from 'react'
import { SECURITY_COMPLIANCE } from '../../../sync/rules/weighted-score'
import type { BoardScore } from '../../../sync/schemas'
import { useBoardScores } from '../../data/account/board-team'

/** Item id -> the person's own score of it on Security & compliance. */
export function ownSecurityScores(scores: readonly BoardScore[], userId: number | null): Map<number, number> {
  return new Map(scores.filter((s) => s.userId === userId && s.criterion === SECURITY_COMPLIANCE).map((s) => [s.itemId, s.score]))
}

export function useOwnSecurityScores(boardId: number, userId: number | null): ReadonlyMap<number, number> {
  const scores = useBoardScores(boardId)
  return useMemo(() => ownSecurityScores(scores ?? [], userId), [scores, userId])
}
