import { describe, expect, it } from 'vitest'
import type { BoardScore } from '../../../sync/schemas'
import { ownSecurityScores } from './use-own-security-scores'

const row = (userId: number, itemId: number, criterion: string, score: number) => ({ id: userId * 100 + itemId, boardId: 1, userId, itemId, criterion, score, note: null }) as BoardScore

describe('ownSecurityScores', () => {
  it("keeps the person's own Security & compliance scores by item, none of a colleague's nor of another criterion", () => {
    const scores = [row(7, 1, 'securityCompliance', 4), row(8, 2, 'securityCompliance', 1), row(7, 2, 'security', 5), row(7, 3, 'securityCompliance', 2)]
    expect([...ownSecurityScores(scores, 7)]).toEqual([[1, 4], [3, 2]])
    expect(ownSecurityScores(scores, null).size).toBe(0)
  })
})
