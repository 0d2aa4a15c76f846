// Evaluation board rules: only the owner and the active members of its team see a board by its id
// (anyone else: 404), only the owner and co-owners change it, and only the owner deletes it or turns
// sharing on or off (api/boards/members-service.ts); a shared board can be read (and copied) by anyone
// who has its share token; items must exist for the board's type; updates honour If-Match.
//
// Sharing is by token, not by id (ASVS 5.0 V8.2.2, V11.5.1; docs/security.md): ids are sequential, so
// a link by id let anyone walk every shared board, and turning sharing off could not take back a link
// already sent.
// A board gets a random 128-bit token when it is shared and loses it when sharing is turned off (a new
// one next time), and remembers when it was shared. The public answer carries the board's content, when
// it was shared and who shared it by their display name (so its recipient knows whose board it is), and
// nothing else about the owner: no id, account name or email, and no board id, version or token.
import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import { displayName } from '../../sync/rules/user-display'
import { SHARE_TOKEN_PATTERN, type Board, type boardUpdateSchema, type SharedBoard } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, findById, insertRow, updateRow } from '../db/repo'
import { boardsTable, usersTable } from '../db/tables'
import { canEditBoard } from '../../sync/rules/board-roles'
import { assertDeleteVersion, badRequest, forbidden, notFound, preconditionFailed } from '../http/errors'
import { roleIn } from '../workspaces/workspaces-repo'
import { deleteActivityOf, recordBoardChanges } from './activity-repo'
import { checkBoardItems } from './board-items'
import { assertBoardOpen } from './board-freeze'
import { findSharedBoard, listMemberBoards } from './boards-repo'
import { boardForMember, deleteTeamOf, renameInvitations } from './members-service'

export type BoardInput = z.infer<typeof boardUpdateSchema>

const MAX_NAME = 120

/** A new share token: 16 bytes from the operating system's CSPRNG, base64url (22 characters). */
export const newShareToken = () => randomBytes(16).toString('base64url')

/** A board as a member reads it: the share link is the owner's alone. */
export const asReadBy = (board: Board, viewerId: number): Board =>
  board.userId === viewerId ? board : { ...board, shareToken: null }

/** The boards the user owns or is an active member of, newest first. */
export const listBoards = async (db: Db, userId: number): Promise<Board[]> => (await listMemberBoards(db, userId)).map((b) => asReadBy(b, userId))

/**
 * A board by id for its owner or an active member (anyone else's, shared or not, is 404: never reveal
 * it exists); read-only for evaluators and viewers.
 */
export async function viewBoard(db: Db, viewerId: number | undefined, id: number): Promise<Board & { readOnly: boolean }> {
  if (viewerId === undefined) throw notFound('Board')
  const { board, role } = await boardForMember(db, viewerId, id)
  return { ...asReadBy(board, viewerId), readOnly: !canEditBoard(role) }
}

/** The board for a change: 404 for non-members, 403 for members who may not edit it, or (`ownerOnly`) anyone but its owner. */
async function boardToChange(db: Db, userId: number, id: number, ownerOnly: boolean): Promise<Board> {
  const { board, role } = await boardForMember(db, userId, id)
  if (ownerOnly && role !== 'owner') throw forbidden("Only the board's owner can do this")
  if (!canEditBoard(role)) throw forbidden("Only the board's owner or a co-owner can change it")
  return board
}

async function sharedBoardByToken(db: Db, token: string): Promise<Board> {
  // A malformed token is simply not found: the answer says nothing more than for an unknown one.
  const board = SHARE_TOKEN_PATTERN.test(token) ? await findSharedBoard(db, token) : undefined
  if (!board) throw notFound('Board')
  return board
}

/** The public view of a shared board: its content, when it was shared and by whom (a display name only). */
export async function viewSharedBoard(db: Db, token: string): Promise<SharedBoard> {
  const { name, type, items, weights, notes, updatedAt, sharedAt, userId } = await sharedBoardByToken(db, token)
  const owner = await findById(db, usersTable, userId)
  return { name, type, items, weights, notes, updatedAt, sharedAt: sharedAt ?? null, sharedBy: owner ? displayName(owner) || null : null, readOnly: true }
}

const NOT_YOUR_WORKSPACE = 'Not a workspace of yours'

/** A board may belong to a workspace its creator is an active member of (any other: one 400, existing or not). */
export async function createBoard(db: Db, userId: number, input: BoardInput & { name: string; workspaceId?: number | null }): Promise<Board> {
  const type = input.type ?? 'vendor'
  if (input.workspaceId != null && !await roleIn(db, userId, input.workspaceId)) throw badRequest(NOT_YOUR_WORKSPACE, { workspaceId: NOT_YOUR_WORKSPACE })
  const now = new Date().toISOString()
  return await insertRow(db, boardsTable, {
    weights: {},
    notes: null,
    shared: false,
    ...input,
    shareToken: input.shared ? newShareToken() : null,
    sharedAt: input.shared ? now : null,
    revealedAt: null,
    workspaceId: input.workspaceId ?? null,
    userId,
    type,
    items: await checkBoardItems(db, type, input.items ?? []),
    createdAt: now,
    updatedAt: now,
  })
}

export async function updateBoard(db: Db, userId: number, id: number, input: BoardInput, expectedVersion?: number): Promise<Board> {
  // Sharing by link is the owner's decision; co-owners edit the rest.
  const current = await boardToChange(db, userId, id, input.shared !== undefined)
  // A decided board still turns sharing on or off (the owner may show the decision by link); nothing else changes.
  if (Object.keys(input).some((field) => field !== 'shared')) assertBoardOpen(current)
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  const now = new Date().toISOString()
  const values: Record<string, unknown> = { ...input, updatedAt: now }
  // Turning sharing off revokes the link; turning it on makes a new one (an edit that leaves it on keeps it).
  if (input.shared === false) Object.assign(values, { shareToken: null, sharedAt: null })
  else if (input.shared === true && !current.shareToken) Object.assign(values, { shareToken: newShareToken(), sharedAt: now })
  // A change of type re-checks the items already on the board against the new type.
  if (input.items !== undefined || input.type !== undefined) {
    const type = input.type ?? current.type
    values.items = await checkBoardItems(db, type, input.items ?? current.items)
  }
  // An invitee cannot read the board: their invitation carries its name, which follows a rename.
  if (input.name !== undefined && input.name !== current.name) await renameInvitations(db, id, input.name)
  // The activity first: the board's row is the commit's last write, so its version is the one the live poke carries.
  await recordBoardChanges(db, id, userId, current, { name: input.name, items: values.items as Board['items'] | undefined, weights: input.weights })
  return asReadBy(await updateRow(db, boardsTable, id, values), userId)
}

export async function deleteBoard(db: Db, userId: number, id: number, expectedVersion?: number): Promise<void> {
  const current = await boardToChange(db, userId, id, true)
  assertDeleteVersion(current, expectedVersion)
  await deleteTeamOf(db, id)
  await deleteActivityOf(db, id)
  await deleteRow(db, boardsTable, id)
}

/** A private copy of a board the user owns or is a member of, named "Copy of <name>". */
export async function duplicateBoard(db: Db, userId: number, id: number): Promise<Board> {
  return await copyBoard(db, userId, await viewBoard(db, userId, id))
}

/** A private copy of a board someone shared, found by its share token. */
export async function duplicateSharedBoard(db: Db, userId: number, token: string): Promise<Board> {
  return await copyBoard(db, userId, await sharedBoardByToken(db, token))
}

async function copyBoard(db: Db, userId: number, source: Board): Promise<Board> {
  const now = new Date().toISOString()
  return await insertRow(db, boardsTable, {
    userId,
    name: `Copy of ${source.name}`.slice(0, MAX_NAME),
    type: source.type,
    items: source.items,
    weights: source.weights,
    notes: source.notes,
    shared: false,
    shareToken: null,
    sharedAt: null,
    revealedAt: null,
    createdAt: now,
    updatedAt: now,
  })
}
