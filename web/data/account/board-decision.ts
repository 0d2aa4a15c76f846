// A board's decision on this device (docs/board-teams.md, "Decision"): the owner records the chosen
// item and why, or reopens the decision; each is an optimistic change of the board row queued as a named
// mutation (board.decide, board.reopenDecision), so it works offline and reaches every member's devices
// through the feed. The server decides who may (sync/rules/board-decision.ts); a refusal rolls back.
// Also what the screens read around it: the chosen vendor's products to subscribe to, and the boards an
// order names that this person can open.
import { useLiveQuery } from 'dexie-react-hooks'
import { isChosenProduct } from '../../../sync/rules/board-decision'
import { displayName } from '../../../sync/rules/user-display'
import type { Board, Product } from '../../../sync/schemas'
import { db as appDb, type VettedDb } from '../../db/db'
import { useSession } from '../../sync/base/session'
import { currentId } from '../../sync/copy/remap-local'
import { queueWrite } from '../../sync/push/local-writes'
import { useCatalogRead } from '../catalog/catalog-query'

function signedIn() {
  const user = useSession.getState().user
  if (!user) throw new Error('Sign in to decide on a board')
  return user
}

/** Records the decision: the chosen item (one of the board's) and the rationale. */
export async function decideBoard(boardId: number, itemId: number, rationale: string, d: VettedDb = appDb): Promise<void> {
  const user = signedIn()
  await queueWrite(d, [d.boards], async ({ queue }) => {
    const id = await currentId(d, 'board', boardId)
    const before = (await d.boards.get(id)) ?? null
    const args = { itemId, rationale: rationale.trim(), at: new Date().toISOString(), by: displayName(user) || user.username }
    if (before) await d.boards.put({ ...before, decidedItemId: itemId, decisionRationale: args.rationale, decidedAt: args.at, decidedBy: args.by })
    await queue({ name: 'board.decide', entityId: id, args, before })
  })
}

/** Reopens the decision: the board can change again. */
export async function reopenDecision(boardId: number, d: VettedDb = appDb): Promise<void> {
  signedIn()
  await queueWrite(d, [d.boards], async ({ queue }) => {
    const id = await currentId(d, 'board', boardId)
    const before = (await d.boards.get(id)) ?? null
    if (before) await d.boards.put({ ...before, decidedItemId: null, decisionRationale: null, decidedAt: null, decidedBy: null })
    await queue({ name: 'board.reopenDecision', entityId: id, args: {}, before })
  })
}

/** The products to subscribe to from a decided board: its chosen product, or its chosen vendor's products. */
export function useChosenProducts(board: Board): Product[] | undefined {
  const { type, decidedItemId, decidedAt } = board
  return useCatalogRead(async (read) => {
    if (!decidedAt || decidedItemId == null) return []
    const candidates = type === 'vendor' ? await read.productsOfVendors([decidedItemId]) : (await read.productsById([decidedItemId])).filter((p): p is Product => !!p)
    return candidates.filter((p) => isChosenProduct({ type, decidedItemId, decidedAt }, p)).sort((a, b) => a.name.localeCompare(b.name))
  }, [type, decidedItemId, decidedAt])
}

/**
 * The decided board this product was chosen on, when this device holds it (its person may open it):
 * the subscribe screen's "Chosen on board" note. null when there is none; undefined while reading.
 */
export function useChosenOnBoard(boardId: number | null, product: { id: number; vendorId: number } | null): Board | null | undefined {
  const productId = product?.id
  const vendorId = product?.vendorId
  return useLiveQuery(async () => {
    if (boardId === null || productId === undefined || vendorId === undefined) return null
    const board = await appDb.boards.get(boardId)
    return board && isChosenProduct(board, { id: productId, vendorId }) ? board : null
  }, [boardId, productId, vendorId])
}

/** The names of those boards this device holds, by id: an order links only to a board its reader may open. */
export function useBoardNames(ids: readonly (number | null | undefined)[]): Map<number, string> | undefined {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b)
  return useLiveQuery(async () => {
    const boards = await appDb.boards.bulkGet(wanted)
    return new Map(boards.filter((b): b is Board => !!b).map((b) => [b.id, b.name]))
  }, [wanted.join()])
}
