// How the signed-in person stands to a board on this device: its owner (the board is theirs), an active
// member with a role, or neither (a board still arriving, or one they just left). The screens ask
// sync/rules/board-roles.ts what that role may do; the server checks the same rule.
import { roleOnBoard, type BoardRole } from '../../../../sync/rules/board-roles'
import type { Board, BoardMember } from '../../../../sync/schemas'

export interface BoardStandingHere {
  role: BoardRole | null
  /** The person's own member row: absent for an owner whose board never had a team. */
  own: BoardMember | null
  /** Members who have joined (the owner's row included once the team exists). */
  active: BoardMember[]
  invited: BoardMember[]
}

export function boardStanding(board: Board, members: readonly BoardMember[], userId: number | null): BoardStandingHere {
  const own = members.find((m) => m.userId === userId) ?? null
  const active = members.filter((m) => m.status === 'active')
  const invited = members.filter((m) => m.status === 'invited')
  const role = roleOnBoard(board.userId, userId, own)
  return { role, own, active, invited }
}

/** "Evaluator", "Co-owner"... as the screens name a role. */
export const roleLabel = (role: BoardRole): string => (role === 'co-owner' ? 'Co-owner' : role[0].toUpperCase() + role.slice(1))

/** How many of the people who score have submitted their scorecards (the owner and co-owners score too). */
export function submittedCount(active: readonly BoardMember[]): { submitted: number; scorers: number } {
  const scorers = active.filter((m) => m.role !== 'viewer')
  return { submitted: scorers.filter((m) => m.submittedAt).length, scorers: scorers.length }
}
