// What a board's team and a workspace's members have in common on the server (docs/board-teams.md,
// docs/workspaces.md): an invitation names an existing, active account by username or email, rows
// show people by their display name, an invitee answers only their own pending invitation, and a
// member row is found only within its own board or workspace. Everything else (who may manage, the
// limits, what a departure takes along) is each side's own.
import { displayName } from '../../sync/rules/user-display'
import type { Db } from '../db/connection'
import { findById } from '../db/repo'
import type { Entity, TableDef } from '../db/table'
import { usersTable } from '../db/tables'
import { badRequest, notFound } from '../http/errors'
import { findInvitee } from '../boards/team-repo'

const NO_ACCOUNT = 'No account has this username or email'

/** The account an invitation names, with the name the member row shows; 400 when no active account matches. */
export async function inviteeFor(db: Db, user: string): Promise<{ invitee: NonNullable<Awaited<ReturnType<typeof findInvitee>>>; name: string }> {
  const invitee = await findInvitee(db, user)
  if (!invitee) throw badRequest(NO_ACCOUNT, { user: NO_ACCOUNT })
  return { invitee, name: displayName(invitee) || invitee.username }
}

/** Who invited, as the invitation shows them. */
export async function inviterName(db: Db, userId: number): Promise<string> {
  const inviter = (await findById(db, usersTable, userId))!
  return displayName(inviter) || inviter.username
}

/** A member row and the board or workspace it belongs to. */
interface MemberRow extends Entity {
  userId: number
  status: 'invited' | 'active'
}

/** Where member rows live: their table and the id of the board or workspace each belongs to. */
export interface MemberTable<M extends MemberRow> {
  table: TableDef<M>
  scopeOf: (member: M) => number
}

/** The member row within this board or workspace; 404 "Member" for any other. */
export async function memberWithin<M extends MemberRow>(db: Db, where: MemberTable<M>, scopeId: number, memberId: number): Promise<M> {
  const member = await findById(db, where.table, memberId)
  if (!member || where.scopeOf(member) !== scopeId) throw notFound('Member')
  return member
}

/** The caller's own invitation (404 "Invitation" when there is none, it is someone else's, or it was already answered). */
export async function ownInvitation<M extends MemberRow>(db: Db, where: MemberTable<M>, userId: number, scopeId: number, memberId: number): Promise<M> {
  const member = await findById(db, where.table, memberId)
  if (!member || where.scopeOf(member) !== scopeId || member.userId !== userId || member.status !== 'invited') throw notFound('Invitation')
  return member
}

/**
 * The row a removal takes out, and whether it is the caller's own (leaving, or declining): anyone
 * else's needs `assertManager` to pass first, so a non-manager learns nothing of other rows.
 */
export async function memberToRemove<M extends MemberRow>(
  db: Db, where: MemberTable<M>, userId: number, scopeId: number, memberId: number, assertManager: () => Promise<unknown>,
): Promise<{ member: M; own: boolean }> {
  const found = await findById(db, where.table, memberId)
  const own = found?.userId === userId && where.scopeOf(found) === scopeId
  if (!own) await assertManager()
  if (!found || where.scopeOf(found) !== scopeId) throw notFound('Member')
  return { member: found, own }
}
