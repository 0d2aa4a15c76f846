// Named evaluation boards: signed-in buyers only. Every change is an optimistic local write
// queued in the outbox (createLocal/updateLocal/deleteLocal on 'board'), so boards are built offline
// and reach the server exactly once when the connection returns. A shared board of someone else's is
// not in the local copy: its link carries the board's share token, and it is read from the server by
// that token (GET /api/boards/shared/{token}) and shown read-only. The server makes the token when the
// board is shared and drops it when sharing is turned off (api/boards/boards-service.ts).
import { useLiveQuery } from 'dexie-react-hooks'
import type { Board, ItemType, SharedBoard } from '../../../sync/schemas'
import { updateName } from '../../../sync/mutations'
import { api } from '../../sync/base/api-client'
import { createLocal, deleteLocal, queueWrite, updateLocal } from '../../sync/push/local-writes'
import { currentId } from '../../sync/copy/remap-local'
import { db, type VettedDb } from '../../db/db'
// Registers the hooks that follow a new board to its real id; loaded before any board can be created.
import { currentWorkspaceId } from './workspaces'
import { useSession } from '../../sync/base/session'

export type BoardItemRef = Board['items'][number]
export type RemoteBoard = Board & { readOnly: boolean }

const MAX_NAME = 120
const newestFirst = (a: Board, b: Board) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id

/** The signed-in buyer's boards, newest first; undefined while reading. */
export function useMyBoards(): Board[] | undefined {
  return useLiveQuery(async () => (await db.boards.toArray()).sort(newestFirst), [])
}

export interface NewBoard {
  name: string
  type: ItemType
  items?: BoardItemRef[]
  weights?: Record<string, number>
  notes?: string | null
}

/** The real id of a board first saved here under `tempId`, once its create has landed (null before). */
export async function findMovedBoard(tempId: number): Promise<number | null> {
  const real = await currentId(db, 'board', tempId)
  return real === tempId ? null : real
}

/** Creates a board locally (temporary id) and queues it for the server; returns the local id. */
export async function createBoard(input: NewBoard, d: VettedDb = db): Promise<number> {
  const user = useSession.getState().user
  if (!user) throw new Error('Sign in to save boards')
  // A board made while a company workspace is current belongs to it (docs/workspaces.md).
  const workspaceId = await currentWorkspaceId(user.id, d)
  const body = {
    name: input.name.trim().slice(0, MAX_NAME), type: input.type, items: input.items ?? [], weights: input.weights ?? {}, notes: input.notes ?? null, shared: false,
    ...(workspaceId !== null && { workspaceId }),
  }
  return queueWrite(d, [d.boards], async () => {
    const id = await createLocal(d, 'board', body)
    // Fields the server sets itself; kept locally so lists can sort and show the board until it lands.
    const now = new Date().toISOString()
    await d.boards.update(id, { userId: user.id, createdAt: now, updatedAt: now })
    return id
  })
}

export const renameBoard = (id: number, name: string, d: VettedDb = db) => updateLocal(d, 'board', id, { name: name.trim().slice(0, MAX_NAME) })
export const setBoardItems = (id: number, items: BoardItemRef[], d: VettedDb = db) => updateLocal(d, 'board', id, { items })
export const setBoardWeights = (id: number, weights: Record<string, number>, d: VettedDb = db) => updateLocal(d, 'board', id, { weights })
export const setBoardShared = (id: number, shared: boolean, d: VettedDb = db) => updateLocal(d, 'board', id, { shared })
export const deleteBoard = (id: number, d: VettedDb = db) => deleteLocal(d, 'board', id)

/**
 * Why a board of this buyer's is gone, when the server refused a change to it (deleted on another
 * device): the board's screen says so instead of a bare "not found". Null when nothing was refused.
 */
export function useBoardRefusal(id: number): string | null | undefined {
  return useLiveQuery(async () => (await db.rejections.filter((r) => r.entity === 'board' && r.entityId === id).last())?.message ?? null, [id])
}

/** A private copy named "Copy of <name>" (works for one's own board and for a board someone shared). */
export function duplicateBoard(source: Pick<Board, 'name' | 'type' | 'items' | 'weights' | 'notes'>, name = `Copy of ${source.name}`): Promise<number> {
  return createBoard({ name, type: source.type, items: source.items, weights: source.weights, notes: source.notes })
}

/** Reads one of the buyer's own boards from the server (a board this browser has not synced yet). */
export function fetchBoard(id: number): Promise<RemoteBoard> {
  return api<RemoteBoard>(`/api/boards/${id}`)
}

/** Reads a board someone shared, by the token in its link. */
export function fetchSharedBoard(token: string): Promise<SharedBoard> {
  return api<SharedBoard>(`/api/boards/shared/${encodeURIComponent(token)}`)
}

/** The path of a shared board's link. */
export const sharedBoardPath = (token: string) => `/evaluation-center/shared/${encodeURIComponent(token)}`

/**
 * The buyer's own board with this share token, when it is in the local copy (the owner opening their
 * own link gets their editable board); null when none, undefined while reading.
 */
export function useOwnBoardByToken(token: string): Board | null | undefined {
  return useLiveQuery(async () => (await db.boards.filter((b) => b.shareToken === token).first()) ?? null, [token])
}

/**
 * The share token to show in the board's link: none while a change of its sharing is still queued (the
 * server makes a new token each time sharing is turned on, so the one held here would be revoked).
 */
export function useShareToken(board: Board): string | null | undefined {
  const queued = useLiveQuery(
    async () => (await db.outbox.where('[entity+entityId]').equals(['board', board.id]).filter((e) => e.name === updateName('board') && 'shared' in e.args).count()) > 0,
    [board.id],
  )
  if (queued === undefined) return undefined
  return board.shared && !queued ? (board.shareToken ?? null) : null
}

/** The key that tells two board items apart (a product may sit on a board once per tier and option). */
export const boardItemKey = (item: BoardItemRef) => `${item.itemId}:${item.tierId ?? ''}:${item.pricingOptionId ?? ''}`
