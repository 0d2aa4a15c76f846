// Who may do what on a board's team, one rule for the server's checks and the screens' buttons:
// the owner and co-owners edit the shortlist, criteria and weights, manage members and reveal the
// results; the owner, co-owners and evaluators score; viewers only read. Until the results are
// revealed, each person sees only their own scores.
export const BOARD_ROLES = ['owner', 'co-owner', 'evaluator', 'viewer'] as const
export type BoardRole = (typeof BOARD_ROLES)[number]
/** The roles an invitation may give (a board has one owner, its creator). */
export const INVITABLE_ROLES = ['co-owner', 'evaluator', 'viewer'] as const

/** A board has at most this many members, its owner included. */
export const MAX_BOARD_MEMBERS = 50
export const MIN_SCORE = 1
export const MAX_SCORE = 5
export const SCORE_NOTE_MAX = 1000

export const canEditBoard = (role: BoardRole | null | undefined) => role === 'owner' || role === 'co-owner'
export const canManageMembers = canEditBoard
export const canReveal = canEditBoard
export const canScore = (role: BoardRole | null | undefined) => role === 'owner' || role === 'co-owner' || role === 'evaluator'

/**
 * The reader's role on a board: 'owner' for its creator, an active member's own role, and null for
 * anyone else (an invitee who has not accepted included).
 */
export function roleOnBoard(
  ownerId: number,
  readerId: number | null | undefined,
  member: { role: BoardRole; status: string } | null | undefined,
): BoardRole | null {
  if (readerId === null || readerId === undefined) return null
  if (ownerId === readerId) return 'owner'
  return member?.status === 'active' ? member.role : null
}

/** How a reader stands to a board: their role while they are its owner or an active member, else null. */
export interface BoardStanding {
  role: BoardRole | null
  revealed: boolean
}

/**
 * Whether a row of a board's team reaches this reader (the feed, and every REST read): the board and
 * its members for its owner and active members, an invitation also for its invitee, a score for its
 * evaluator and, once the results are revealed, for the whole team; a comment for the team (its
 * author too only while on it).
 */
export function mayReadTeamRow(
  entity: 'board' | 'boardMember' | 'boardScore' | 'boardComment' | 'boardActivity',
  row: { userId: number; status?: string },
  readerId: number,
  standing: BoardStanding,
): boolean {
  const member = standing.role !== null
  // Comments and the board's activity read like the board: neither holds a score (api/boards/activity-repo.ts).
  if (entity === 'board' || entity === 'boardComment' || entity === 'boardActivity') return member
  if (entity === 'boardMember') return member || (row.userId === readerId && row.status === 'invited')
  return member && (row.userId === readerId || standing.revealed)
}

/** The criteria a board is scored on: the standard ones and any the board weights. */
export function boardCriteria(standard: readonly string[], weights: Record<string, number> | null | undefined): string[] {
  return [...new Set([...standard, ...Object.keys(weights ?? {})])]
}
