// A board's members (docs/board-teams.md): the owner and co-owners invite people by username
// or by the email of an existing account, change their roles and remove them; an invitee accepts or
// declines; a member leaves. A board has at most 50 members, its owner included. Anyone who is not the
// board's owner or an active member gets 404 for every part of the board (never reveal it exists);
// an invitee may answer only their own invitation. The owner's own member row is made with the first
// invitation (or the first score), so a board that was never shared with a team has none.
import { displayName } from '../../sync/rules/user-display'
import { canManageMembers, MAX_BOARD_MEMBERS, type BoardRole } from '../../sync/rules/board-roles'
import type { Board, BoardMember } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, deleteWhere, findById, insertRow, updateRow } from '../db/repo'
import { boardMembersTable, boardScoresTable, usersTable } from '../db/tables'
import { conflict, forbidden, notFound } from '../http/errors'
import { inviteeFor, inviterName, memberToRemove, memberWithin, ownInvitation, type MemberTable } from '../membership/members'
import { deleteCommentsBy, deleteCommentsOf } from './comments-cleanup'
import { forgetNotificationsOn } from './notifications-service'
import {
  findBoard, forgetFormerMember, memberRow, membersOf, rememberFormerMember, resendTeamRows, standingOn,
} from './team-repo'
import { deleteActivityOf, recordBoardActivity } from './activity-repo'
import { assertBoardOpen } from './board-freeze'

const MEMBERS: MemberTable<BoardMember> = { table: boardMembersTable, scopeOf: (m) => m.boardId }

/** The board, for its owner or an active member, with the reader's role; 404 for anyone else. */
export async function boardForMember(db: Db, userId: number, boardId: number): Promise<{ board: Board; role: BoardRole; revealed: boolean }> {
  const { role, revealed } = await standingOn(db, userId, boardId)
  const board = role ? await findBoard(db, boardId) : undefined
  if (!board || !role) throw notFound('Board')
  return { board, role, revealed }
}

/** The board for a change of its team by its owner or a co-owner; a decided board's team no longer changes. */
async function boardForManager(db: Db, userId: number, boardId: number): Promise<Board> {
  const { board, role } = await boardForMember(db, userId, boardId)
  if (!canManageMembers(role)) throw forbidden("Only the board's owner or a co-owner can manage its members")
  assertBoardOpen(board)
  return board
}

/** The owner's own member row (their role and scorecard), made the first time the board has a team. */
export async function ensureOwnerRow(db: Db, board: Board): Promise<BoardMember> {
  const existing = await memberRow(db, board.id, board.userId)
  if (existing) return existing
  const owner = (await findById(db, usersTable, board.userId))!
  const now = new Date().toISOString()
  return await insertRow(db, boardMembersTable, {
    boardId: board.id, userId: owner.id, role: 'owner', status: 'active', name: displayName(owner) || owner.username,
    username: owner.username, boardName: board.name, invitedBy: null, submittedAt: null, createdAt: now, updatedAt: now,
  })
}

export async function listMembers(db: Db, userId: number, boardId: number): Promise<BoardMember[]> {
  await boardForMember(db, userId, boardId)
  return await membersOf(db, boardId)
}

export async function inviteMember(db: Db, userId: number, boardId: number, input: { user: string; role: BoardRole }): Promise<BoardMember> {
  const board = await boardForManager(db, userId, boardId)
  const { invitee, name } = await inviteeFor(db, input.user)
  if (await memberRow(db, boardId, invitee.id) || invitee.id === board.userId) throw conflict(`${name} is already on this board`, { user: 'Already on this board' })
  await ensureOwnerRow(db, board)
  if ((await membersOf(db, boardId)).length >= MAX_BOARD_MEMBERS) throw conflict(`A board has at most ${MAX_BOARD_MEMBERS} members`)
  const now = new Date().toISOString()
  await recordBoardActivity(db, { boardId, userId, kind: 'member-invited', detail: { name, role: input.role } })
  return await insertRow(db, boardMembersTable, {
    boardId, userId: invitee.id, role: input.role, status: 'invited', name, username: invitee.username, boardName: board.name,
    invitedBy: await inviterName(db, userId), submittedAt: null, createdAt: now, updatedAt: now,
  })
}

export async function acceptInvitation(db: Db, userId: number, boardId: number, memberId: number): Promise<BoardMember> {
  await ownInvitation(db, MEMBERS, userId, boardId, memberId)
  assertBoardOpen((await findBoard(db, boardId))!)
  const now = new Date().toISOString()
  const accepted = await updateRow(db, boardMembersTable, memberId, { status: 'active', updatedAt: now })
  await forgetFormerMember(db, boardId, userId)
  await recordBoardActivity(db, { boardId, userId, kind: 'member-joined' })
  // The new member's cursor is past the board's rows: they are sent again, to the whole team.
  await resendTeamRows(db, boardId, { scores: (await standingOn(db, userId, boardId)).revealed })
  return (await findById(db, boardMembersTable, accepted.id))!
}

export async function declineInvitation(db: Db, userId: number, boardId: number, memberId: number): Promise<void> {
  await ownInvitation(db, MEMBERS, userId, boardId, memberId)
  await deleteRow(db, boardMembersTable, memberId)
}

export async function changeRole(db: Db, userId: number, boardId: number, memberId: number, role: BoardRole): Promise<BoardMember> {
  await boardForManager(db, userId, boardId)
  const member = await memberWithin(db, MEMBERS, boardId, memberId)
  if (member.role === 'owner') throw conflict("The board's owner keeps their role")
  return await updateRow(db, boardMembersTable, memberId, { role, updatedAt: new Date().toISOString() })
}

/**
 * Takes a member off the board: the owner or a co-owner removing anyone but the owner, or a member
 * leaving (their own row). An invitation is simply withdrawn (or, by its invitee, declined). A member who had joined takes their
 * scores with them, and the board's rows are sent again so that every device of theirs deletes them.
 */
export async function removeMember(db: Db, userId: number, boardId: number, memberId: number): Promise<void> {
  const { member, own } = await memberToRemove(db, MEMBERS, userId, boardId, memberId, async () => await boardForManager(db, userId, boardId))
  // Leaving takes one's scores along, which would change the decided team's results: frozen too.
  if (own && member.status === 'active') assertBoardOpen((await findBoard(db, boardId))!)
  if (member.role === 'owner') throw conflict(own ? 'The owner cannot leave their own board' : "The board's owner cannot be removed")
  await deleteRow(db, boardMembersTable, memberId)
  if (member.status !== 'active') return
  await recordBoardActivity(db, { boardId, userId, kind: own ? 'member-left' : 'member-removed', detail: { name: member.name } })
  await rememberFormerMember(db, boardId, member.userId)
  await deleteWhere(db, boardScoresTable, 'board_id = ? AND user_id = ?', boardId, member.userId)
  await forgetNotificationsOn(db, boardId, member.userId)
  await resendTeamRows(db, boardId, { scores: (await standingOn(db, null, boardId)).revealed })
}

/** A board's deletion takes its team with it; the former members' devices are sent the deletes. */
export async function deleteTeamOf(db: Db, boardId: number): Promise<void> {
  for (const member of await membersOf(db, boardId)) if (member.status === 'active') await rememberFormerMember(db, boardId, member.userId)
  await deleteCommentsOf(db, boardId)
  await deleteWhere(db, boardScoresTable, 'board_id = ?', boardId)
  await deleteWhere(db, boardMembersTable, 'board_id = ?', boardId)
}

/**
 * An account's part in every team, before the account is deleted: the teams of its boards go with
 * them, and its memberships and scores elsewhere are deleted, each with a tombstone the teams receive
 * (the database's own cascade would leave them on every member's device).
 */
export async function leaveEveryTeam(db: Db, userId: number): Promise<void> {
  for (const boardId of await db.values<number>('SELECT id FROM boards WHERE user_id = ?', userId)) {
    await deleteTeamOf(db, boardId)
    await deleteActivityOf(db, boardId)
  }
  await deleteCommentsBy(db, userId)
  await deleteWhere(db, boardScoresTable, 'user_id = ?', userId)
  await deleteWhere(db, boardMembersTable, 'user_id = ?', userId)
}

/** The board's new name on its pending invitations (their invitees read the name from there). */
export async function renameInvitations(db: Db, boardId: number, boardName: string): Promise<void> {
  for (const member of await membersOf(db, boardId)) if (member.status === 'invited') await updateRow(db, boardMembersTable, member.id, { boardName })
}
