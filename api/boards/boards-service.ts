// Evaluation board rules: only the owner sees or changes a board by its id; a shared board can be read
// (and copied) by anyone who has its share token; items must exist for the board's type; updates
// honour If-Match.
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
import { assertDeleteVersion, notFound, preconditionFailed } from '../http/errors'
import { checkBoardItems } from './board-items'
import { findOwnBoard, findSharedBoard } from './boards-repo'

export type BoardInput = z.infer<typeof boardUpdateSchema>

const MAX_NAME = 120

/** A new share token: 16 bytes from the operating system's CSPRNG, base64url (22 characters). */
export const newShareToken = () => randomBytes(16).toString('base64url')

/** One's own board by id (anyone else's, shared or not, is 404: never reveal it exists). */
export function viewOwnBoard(db: Db, viewerId: number | undefined, id: number): Board & { readOnly: false } {
  const board = viewerId === undefined ? undefined : findOwnBoard(db, viewerId, id)
  if (!board) throw notFound('Board')
  return { ...board, readOnly: false }
}

function sharedBoardByToken(db: Db, token: string): Board {
  // A malformed token is simply not found: the answer says nothing more than for an unknown one.
  const board = SHARE_TOKEN_PATTERN.test(token) ? findSharedBoard(db, token) : undefined
  if (!board) throw notFound('Board')
  return board
}

/** The public view of a shared board: its content, when it was shared and by whom (a display name only). */
export function viewSharedBoard(db: Db, token: string): SharedBoard {
  const { name, type, items, weights, notes, updatedAt, sharedAt, userId } = sharedBoardByToken(db, token)
  const owner = findById(db, usersTable, userId)
  return { name, type, items, weights, notes, updatedAt, sharedAt: sharedAt ?? null, sharedBy: owner ? displayName(owner) || null : null, readOnly: true }
}

export function createBoard(db: Db, userId: number, input: BoardInput & { name: string }): Board {
  const type = input.type ?? 'vendor'
  const now = new Date().toISOString()
  return insertRow(db, boardsTable, {
    weights: {},
    notes: null,
    shared: false,
    ...input,
    shareToken: input.shared ? newShareToken() : null,
    sharedAt: input.shared ? now : null,
    userId,
    type,
    items: checkBoardItems(db, type, input.items ?? []),
    createdAt: now,
    updatedAt: now,
  })
}

export function updateBoard(db: Db, userId: number, id: number, input: BoardInput, expectedVersion?: number): Board {
  const current = findOwnBoard(db, userId, id)
  if (!current) throw notFound('Board')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  const now = new Date().toISOString()
  const values: Record<string, unknown> = { ...input, updatedAt: now }
  // Turning sharing off revokes the link; turning it on makes a new one (an edit that leaves it on keeps it).
  if (input.shared === false) Object.assign(values, { shareToken: null, sharedAt: null })
  else if (input.shared === true && !current.shareToken) Object.assign(values, { shareToken: newShareToken(), sharedAt: now })
  // A change of type re-checks the items already on the board against the new type.
  if (input.items !== undefined || input.type !== undefined) {
    const type = input.type ?? current.type
    values.items = checkBoardItems(db, type, input.items ?? current.items)
  }
  return updateRow(db, boardsTable, id, values)
}

export function deleteBoard(db: Db, userId: number, id: number, expectedVersion?: number): void {
  const current = findOwnBoard(db, userId, id)
  if (!current) throw notFound('Board')
  assertDeleteVersion(current, expectedVersion)
  deleteRow(db, boardsTable, id)
}

/** A private copy of one's own board, named "Copy of <name>". */
export function duplicateBoard(db: Db, userId: number, id: number): Board {
  return copyBoard(db, userId, viewOwnBoard(db, userId, id))
}

/** A private copy of a board someone shared, found by its share token. */
export function duplicateSharedBoard(db: Db, userId: number, token: string): Board {
  return copyBoard(db, userId, sharedBoardByToken(db, token))
}

function copyBoard(db: Db, userId: number, source: Board): Board {
  const now = new Date().toISOString()
  return insertRow(db, boardsTable, {
    userId,
    name: `Copy of ${source.name}`.slice(0, MAX_NAME),
    type: source.type,
    items: source.items,
    weights: source.weights,
    notes: source.notes,
    shared: false,
    shareToken: null,
    sharedAt: null,
    createdAt: now,
    updatedAt: now,
  })
}
