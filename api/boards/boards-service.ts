// Evaluation board rules: only the owner sees or changes a board, except that a shared board can be
// read (and copied) by anyone; items must exist for the board's type; updates honour If-Match.
import type { ItemType } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, insertRow, updateRow } from '../db/repo'
import type { Entity } from '../db/table'
import { boardsTable } from '../db/tables'
import { assertDeleteVersion, notFound, preconditionFailed } from '../http/errors'
import { checkBoardItems, type BoardItem } from './board-items'
import { findBoard, findOwnBoard } from './boards-repo'

export interface BoardInput {
  name?: string
  type?: ItemType
  items?: BoardItem[]
  weights?: Record<string, number>
  notes?: string | null
  shared?: boolean
}

const MAX_NAME = 120

/** The board as `viewerId` may see it: their own, or anyone's shared board marked readOnly. */
export function viewBoard(db: Db, viewerId: number | undefined, id: number): Entity & { readOnly: boolean } {
  const board = findBoard(db, id)
  const isOwner = board !== undefined && board.userId === viewerId
  if (!board || (!isOwner && !board.shared)) throw notFound('Board')
  return { ...board, readOnly: !isOwner }
}

export function createBoard(db: Db, userId: number, input: BoardInput & { name: string }): Entity {
  const type = input.type ?? 'vendor'
  const now = new Date().toISOString()
  return insertRow(db, boardsTable, {
    weights: {},
    notes: null,
    shared: false,
    ...input,
    userId,
    type,
    items: checkBoardItems(db, type, input.items ?? []),
    createdAt: now,
    updatedAt: now,
  })
}

export function updateBoard(db: Db, userId: number, id: number, input: BoardInput, expectedVersion?: number): Entity {
  const current = findOwnBoard(db, userId, id)
  if (!current) throw notFound('Board')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  const values: Record<string, unknown> = { ...input, updatedAt: new Date().toISOString() }
  // A change of type re-checks the items already on the board against the new type.
  if (input.items !== undefined || input.type !== undefined) {
    const type = input.type ?? (current.type as ItemType)
    values.items = checkBoardItems(db, type, input.items ?? (current.items as BoardItem[]))
  }
  return updateRow(db, boardsTable, id, values)
}

export function deleteBoard(db: Db, userId: number, id: number, expectedVersion?: number): void {
  const current = findOwnBoard(db, userId, id)
  if (!current) throw notFound('Board')
  assertDeleteVersion(current, expectedVersion)
  deleteRow(db, boardsTable, id)
}

/** A private copy of one's own board, or of a board someone shared, named "Copy of <name>". */
export function duplicateBoard(db: Db, userId: number, id: number): Entity {
  const source = viewBoard(db, userId, id)
  const now = new Date().toISOString()
  return insertRow(db, boardsTable, {
    userId,
    name: `Copy of ${source.name}`.slice(0, MAX_NAME),
    type: source.type,
    items: source.items,
    weights: source.weights,
    notes: source.notes,
    shared: false,
    createdAt: now,
    updatedAt: now,
  })
}
