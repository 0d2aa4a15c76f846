import { describe, expect, it } from 'vitest'
import type { Board, BoardMember } from '../../../../sync/schemas'
import { boardStanding, roleLabel, submittedCount } from './board-standing'

const board = { id: 7, userId: 1 } as Board
const member = (userId: number, role: BoardMember['role'], status: BoardMember['status'], submittedAt: string | null = null) =>
  ({ id: userId * 10, boardId: 7, userId, role, status, submittedAt }) as BoardMember

describe('boardStanding', () => {
  const members = [member(1, 'owner', 'active'), member(2, 'evaluator', 'active', '2026-11-27T10:00:00Z'), member(3, 'viewer', 'invited')]

  it('makes the board\'s creator its owner, with or without a member row', () => {
    expect(boardStanding(board, members, 1).role).toBe('owner')
    expect(boardStanding(board, [], 1)).toMatchObject({ role: 'owner', own: null, active: [], invited: [] })
  })

  it('gives an active member their role and an invitee none until they accept', () => {
    expect(boardStanding(board, members, 2).role).toBe('evaluator')
    expect(boardStanding(board, members, 3)).toMatchObject({ role: null, own: { userId: 3, status: 'invited' } })
    expect(boardStanding(board, members, 4).role).toBeNull()
    expect(boardStanding(board, members, null).role).toBeNull()
  })

  it('splits the team into members who joined and pending invitations', () => {
    const { active, invited } = boardStanding(board, members, 1)
    expect(active.map((m) => m.userId)).toEqual([1, 2])
    expect(invited.map((m) => m.userId)).toEqual([3])
  })
})

describe('submittedCount', () => {
  it('counts the people who score, viewers left out', () => {
    const active = [member(1, 'owner', 'active'), member(2, 'evaluator', 'active', 'x'), member(4, 'co-owner', 'active', 'y'), member(5, 'viewer', 'active')]
    expect(submittedCount(active)).toEqual({ submitted: 2, scorers: 3 })
  })
})

it('names roles as the screens show them', () => {
  expect(['owner', 'co-owner', 'evaluator', 'viewer'].map((r) => roleLabel(r as BoardMember['role']))).toEqual(['Owner', 'Co-owner', 'Evaluator', 'Viewer'])
})
