// A board's team: who stands where on a board, its member rows and its scores. Rows leave this file
// as camelCase entities.
import type { Board, BoardMember, BoardScore } from '../../sync/schemas'
import { roleOnBoard, type BoardRole, type BoardStanding } from '../../sync/rules/board-roles'
import type { Db } from '../db/connection'
import { findById, findWhere, updateRow } from '../db/repo'
import { boardActivityTable, boardCommentsTable, boardMembersTable, boardScoresTable, boardsTable } from '../db/tables'

const STANDING_SQL = `SELECT b.user_id AS ownerId, b.revealed_at AS revealedAt, m.role AS role FROM boards b
  LEFT JOIN board_members m ON m.board_id = b.id AND m.user_id = @userId AND m.status = 'active'
  WHERE b.id = @boardId`

/** The reader's role on the board (owner, or an active member's), null for anyone else or no board. */
export function standingOn(db: Db, userId: number | null | undefined, boardId: number): BoardStanding {
  const row = db.prepare(STANDING_SQL).get({ userId: userId ?? null, boardId }) as { ownerId: number; revealedAt: string | null; role: BoardRole | null } | undefined
  if (!row) return { role: null, revealed: false }
  const member = row.role ? { role: row.role, status: 'active' } : null
  return { role: roleOnBoard(row.ownerId, userId, member), revealed: row.revealedAt !== null }
}

export const findBoard = (db: Db, id: number): Board | undefined => findById(db, boardsTable, id)

export const membersOf = (db: Db, boardId: number): BoardMember[] =>
  findWhere(db, boardMembersTable, 'board_id = ? ORDER BY id', boardId)

export function memberRow(db: Db, boardId: number, userId: number): BoardMember | undefined {
  const [member] = findWhere(db, boardMembersTable, 'board_id = ? AND user_id = ?', boardId, userId)
  return member
}

export const invitationsOf = (db: Db, userId: number): BoardMember[] =>
  findWhere(db, boardMembersTable, "user_id = ? AND status = 'invited' ORDER BY id", userId)

export const scoresOf = (db: Db, boardId: number): BoardScore[] =>
  findWhere(db, boardScoresTable, 'board_id = ? ORDER BY id', boardId)

export function scoreRow(db: Db, boardId: number, userId: number, itemId: number, criterion: string): BoardScore | undefined {
  const [score] = findWhere(db, boardScoresTable, 'board_id = ? AND user_id = ? AND item_id = ? AND criterion = ?', boardId, userId, itemId, criterion)
  return score
}

/**
 * Writes the board's rows again (a new version each, nothing else changed), so that a person whose
 * standing changed receives them in the feed: every row a new member may now read, or, for a person
 * who left, the deletes of every row they held (docs/sync.md, "Board teams"). The comments are sent
 * every time: they reach the whole team.
 */
export function resendTeamRows(db: Db, boardId: number, { scores }: { scores: boolean }): void {
  updateRow(db, boardsTable, boardId, {})
  for (const member of membersOf(db, boardId)) updateRow(db, boardMembersTable, member.id, {})
  for (const id of db.prepare('SELECT id FROM board_activity WHERE board_id = ? ORDER BY id').pluck().all(boardId) as number[]) updateRow(db, boardActivityTable, id, {})
  if (scores) for (const score of scoresOf(db, boardId)) updateRow(db, boardScoresTable, score.id, {})
  for (const id of db.prepare('SELECT id FROM board_comments WHERE board_id = ?').pluck().all(boardId) as number[]) updateRow(db, boardCommentsTable, id, {})
}

export function rememberFormerMember(db: Db, boardId: number, userId: number): void {
  db.prepare('INSERT OR IGNORE INTO board_former_members (board_id, user_id) VALUES (?, ?)').run(boardId, userId)
}

export function forgetFormerMember(db: Db, boardId: number, userId: number): void {
  db.prepare('DELETE FROM board_former_members WHERE board_id = ? AND user_id = ?').run(boardId, userId)
}

/** The user a username or an email names (letter case aside), when the account is active. */
export function findInvitee(db: Db, usernameOrEmail: string): { id: number; username: string; firstName: string | null; lastName: string | null } | undefined {
  return db
    .prepare('SELECT id, username, first_name AS firstName, last_name AS lastName FROM users WHERE is_active = 1 AND (username = ? COLLATE NOCASE OR email = ? COLLATE NOCASE) LIMIT 1')
    .get(usernameOrEmail, usernameOrEmail) as { id: number; username: string; firstName: string | null; lastName: string | null } | undefined
}
