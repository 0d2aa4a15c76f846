import { describe, expect, it } from 'vitest'
import { boardCriteria, canEditBoard, canManageMembers, canReveal, canScore, mayReadTeamRow, roleOnBoard, type BoardStanding } from './board-roles'

const member = (role: BoardStanding['role'], revealed = false): BoardStanding => ({ role, revealed })

describe('board roles', () => {
  it('lets the owner and co-owners edit, manage and reveal; evaluators score; viewers only read', () => {
    expect(['owner', 'co-owner', 'evaluator', 'viewer', null].map((r) => [canEditBoard(r as never), canManageMembers(r as never), canReveal(r as never), canScore(r as never)])).toEqual([
      [true, true, true, true],
      [true, true, true, true],
      [false, false, false, true],
      [false, false, false, false],
      [false, false, false, false],
    ])
  })

  it("gives the creator 'owner', an active member their role, and an invitee or stranger none", () => {
    expect(roleOnBoard(1, 1, null)).toBe('owner')
    expect(roleOnBoard(1, 2, { role: 'evaluator', status: 'active' })).toBe('evaluator')
    expect(roleOnBoard(1, 2, { role: 'co-owner', status: 'invited' })).toBeNull()
    expect(roleOnBoard(1, 3, null)).toBeNull()
    expect(roleOnBoard(1, null, null)).toBeNull()
  })

  it('shows the board and its members to the team, and an invitation to its invitee only', () => {
    expect(mayReadTeamRow('board', { userId: 1 }, 2, member('viewer'))).toBe(true)
    expect(mayReadTeamRow('board', { userId: 1 }, 2, member(null))).toBe(false)
    expect(mayReadTeamRow('boardMember', { userId: 2, status: 'invited' }, 2, member(null))).toBe(true)
    expect(mayReadTeamRow('boardMember', { userId: 3, status: 'invited' }, 2, member(null))).toBe(false)
    expect(mayReadTeamRow('boardMember', { userId: 2, status: 'active' }, 2, member(null))).toBe(false)
  })

  it('keeps scores blind until the reveal: one sees only their own, then everyone sees all', () => {
    expect(mayReadTeamRow('boardScore', { userId: 2 }, 2, member('evaluator'))).toBe(true)
    expect(mayReadTeamRow('boardScore', { userId: 3 }, 2, member('owner'))).toBe(false)
    expect(mayReadTeamRow('boardScore', { userId: 3 }, 2, member('viewer', true))).toBe(true)
    // Someone who left holds nothing of the board, their own scores included.
    expect(mayReadTeamRow('boardScore', { userId: 2 }, 2, member(null, true))).toBe(false)
  })

  it("scores a board on the standard criteria and the ones it weights, each once", () => {
    expect(boardCriteria(['security', 'price'], { price: 3, uptime: 5 })).toEqual(['security', 'price', 'uptime'])
    expect(boardCriteria(['security'], null)).toEqual(['security'])
  })
})
