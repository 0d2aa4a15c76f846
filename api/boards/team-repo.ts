// A board's team: who stands where on a board, its member rows and its scores. Rows leave this file
// as camelCase entities.
import type { Board, BoardMember, BoardScore } from '../../sync/schemas'
import { roleOnBoard, type BoardRole, type BoardStanding } from '../../sync/rules/board-roles'
import type { Db } from '../db/connection'
import { findById, findWhere, updateRow } from '../db/repo'
import { boardActivityTable, boardCommentsTable, boardMembersTable, boardScoresTable, boardsTable } from '../db/tables'

const STANDING_SQL = `SELECT b.user_id AS "ownerId", b.revealed_at AS "revealedAt", m.role AS role FROM boards b
  LEFT JOIN board_members m ON m.board_id = b.id AND m.user_id = @userId AND m.status = 'active'
  WHERE b.id = @boardId`

/** The reader's role on the board (owner, or an active member's), null for anyone else or no board. */
export async function standingOn(db: Db, userId: number | null | undefined, boardId: number): Promise<BoardStanding> {
  const row = await db.get<{ ownerId: number; revealedAt: string | null; role: BoardRole | null }>(STANDING_SQL, { userId: userId ?? null, boardId })
  if (!row) return { role: null, revealed: false }
  const member = row.role ? { role: row.role, status: 'active' } : null
  return { role: roleOnBoard(row.ownerId, userId, member), revealed: row.revealedAt !== null }
}

export const findBoard = async (db: Db, id: number): Promise<Board | undefined> => await findById(db, boardsTable, id)

export const membersOf = async (db: Db, boardId: number): Promise<BoardMember[]> =>
  await findWhere(db, boardMembersTable, 'board_id = ? ORDER BY id', boardId)

export async function memberRow(db: Db, boardId: number, userId: number): Promise<BoardMember | undefined> {
  const [member] = await findWhere(db, boardMembersTable, 'board_id = ? AND user_id = ?', boardId, userId)
  return member
}

export const invitationsOf = async (db: Db, userId: number): Promise<BoardMember[]> =>
  await findWhere(db, boardMembersTable, "user_id = ? AND status = 'invited' ORDER BY id", userId)

export const scoresOf = async (db: Db, boardId: number): Promise<BoardScore[]> =>
  await findWhere(db, boardScoresTable, 'board_id = ? ORDER BY id', boardId)

export async function scoreRow(db: Db, boardId: number, userId: number, itemId: number, criterion: string): Promise<BoardScore | undefined> {
  const [score] = await findWhere(db, boardScoresTable, 'board_id = ? AND user_id = ? AND item_id = ? AND criterion = ?', boardId, userId, itemId, criterion)
  return score
}

/**
 * Writes the board's rows again (a new version each, nothing else changed), so that a person whose
 * standing changed receives them in the feed: every row a new member may now read, or, for a person
 * who left, the deletes of every row they held (docs/sync.md, "Board teams"). The comments are sent
 * every time: they reach the whole team.
 */
export async function resendTeamRows(db: Db, boardId: number, { scores }: { scores: boolean }): Promise<void> {
  await updateRow(db, boardsTable, boardId, {})
  for (const member of await membersOf(db, boardId)) await updateRow(db, boardMembersTable, member.id, {})
  for (const id of await db.values<number>('SELECT id FROM board_activity WHERE board_id = ? ORDER BY id', boardId)) await updateRow(db, boardActivityTable, id, {})
  if (scores) for (const score of await scoresOf(db, boardId)) await updateRow(db, boardScoresTable, score.id, {})
  for (const id of await db.values<number>('SELECT id FROM board_comments WHERE board_id = ?', boardId)) await updateRow(db, boardCommentsTable, id, {})
}

export async function rememberFormerMember(db: Db, boardId: number, userId: number): Promise<void> {
  await db.run('INSERT INTO board_former_members (board_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING', boardId, userId)
}

export async function forgetFormerMember(db: Db, boardId: number, userId: number): Promise<void> {
  await db.run('DELETE FROM board_former_members WHERE board_id = ? AND user_id = ?', boardId, userId)
}

/** The user a username or an email names (letter case aside), when the account is active. */
export async function findInvitee(db: Db, usernameOrEmail: string): Promise<{ id: number; username: string; firstName: string | null; lastName: string | null } | undefined> {
  return await db.get<{ id: number; username: string; firstName: string | null; lastName: string | null }>('SELECT id, username, first_name AS "firstName", last_name AS "lastName" FROM users WHERE is_active = 1 AND (username = ? OR email = ?) LIMIT 1', usernameOrEmail, usernameOrEmail)
}
