// A board's history on this device (docs/board-teams.md, "Activity, undo and merging"): its activity as
// the feed brings it, Undo of the person's own last changes, and the changes that clashed with a
// colleague's, waiting for the person's choice.
//
// Undo walks back through the person's own changes only, newest first: those still queued here (from
// each queued edit's row before and after) and then those the server recorded (their activity entries
// not yet undone). A change a queued undo already takes back is skipped, so pressing Undo again goes
// one further back. It refuses, with the colleague's name, when the board no longer shows the change
// (someone changed the same thing since); the server checks the same again when the undo arrives.
import { useLiveQuery } from 'dexie-react-hooks'
import { BOARD_CLASH, BOARD_UNDO, updateName } from '../../../sync/mutations'
import type { BoardClash } from '../../../sync/protocol/merge'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import { asBoardChange, boardChanges, reverseChange, sameChange, sameTarget, showsChange, withChange, type BoardChange, type BoardFields } from '../../../sync/rules/board-changes'
import { criterionLabel } from '../../../sync/rules/board-activity'
import type { Board, BoardActivity } from '../../../sync/schemas'
import { db as appDb, type VettedDb } from '../../db/db'
import { currentId } from '../../sync/copy/remap-local'
import { resolveConflict } from '../../sync/push/conflicts'
import { queueWrite } from '../../sync/push/local-writes'
import { useSession } from '../../sync/base/session'

/** The board's activity, newest first; undefined while reading. */
export function useBoardActivity(boardId: number): BoardActivity[] | undefined {
  return useLiveQuery(async () => (await appDb.boardActivity.where('boardId').equals(boardId).toArray()).sort((a, b) => b.id - a.id), [boardId])
}

export interface OwnChange {
  change: BoardChange
  /** Still on this device, not yet sent. */
  queued: boolean
}

const changeOf = (entry: BoardActivity) => asBoardChange({ ...entry.detail, kind: entry.kind })
const boardEntries = async (d: VettedDb, boardId: number, ownerId: number) =>
  (await d.outbox.where('[entity+entityId]').equals(['board', boardId]).sortBy('seq')).filter((e) => (e.ownerId ?? null) === ownerId)

/** The person's own changes to the board that Undo may still take back, newest first. */
export async function ownUndoableChanges(d: VettedDb, boardId: number, userId: number): Promise<OwnChange[]> {
  const entries = await boardEntries(d, boardId, userId)
  const queued = entries
    .filter((e) => e.name === updateName('board') && e.status === 'pending' && e.before)
    .flatMap((e) => boardChanges(e.before as Partial<BoardFields>, e.args as Partial<BoardFields>).map((change) => ({ change, queued: true })))
    .reverse()
  const recorded = (await d.boardActivity.where('boardId').equals(boardId).toArray())
    .filter((a) => a.userId === userId && a.undoneAt === null && a.detail.undo !== true)
    .sort((a, b) => b.id - a.id)
    .flatMap((a) => { const change = changeOf(a); return change ? [{ change, queued: false }] : [] })
  const candidates = [...queued, ...recorded]
  for (const undo of entries.filter((e) => e.name === BOARD_UNDO)) {
    const taken = asBoardChange(undo.args.change)
    const at = taken ? candidates.findIndex((c) => sameChange(c.change, taken)) : -1
    if (at >= 0) candidates.splice(at, 1)
  }
  return candidates
}

/** The person's last change that Undo would take back (null: none); undefined while reading. */
export function useLastOwnChange(boardId: number): OwnChange | null | undefined {
  const userId = useSession((s) => s.user?.id ?? null)
  return useLiveQuery(async () => (userId === null ? null : ((await ownUndoableChanges(appDb, boardId, userId))[0] ?? null)), [boardId, userId])
}

export type UndoOutcome = { undone: BoardChange } | { refused: string } | null

function whatText(change: BoardChange): string {
  if (change.kind === 'renamed') return "the board's name"
  if ('item' in change) return 'that vendor'
  return `the weight of ${criterionLabel(change.criterion)}`
}

/**
 * Takes back the person's last change to the board (queued as `board.undo`, so it works offline).
 * Null when there is nothing to undo; refused, saying who, when someone else changed it since.
 */
export async function undoLastChange(boardId: number, d: VettedDb = appDb): Promise<UndoOutcome> {
  const userId = useSession.getState().user?.id
  if (userId === undefined) throw new Error('Sign in to change a board')
  return queueWrite(d, [d.boards, d.boardActivity], async ({ queue }): Promise<UndoOutcome> => {
    const id = await currentId(d, 'board', boardId)
    const [last] = await ownUndoableChanges(d, id, userId)
    const board = await d.boards.get(id)
    if (!last || !board) return null
    if (!showsChange(board, last.change)) {
      const since = (await d.boardActivity.where('boardId').equals(id).toArray())
        .filter((a) => a.userId !== userId && sameTargetAs(a, last.change))
        .sort((a, b) => b.id - a.id)[0]
      return { refused: `${since?.actorName ?? 'Someone else'} changed ${whatText(last.change)} since: your change was not undone.` }
    }
    await d.boards.put({ ...board, ...(withChange(board, reverseChange(last.change)) as Partial<Board>) })
    await queue({ name: BOARD_UNDO, entityId: id, args: { change: last.change }, before: board })
    return { undone: last.change }
  })
}

const sameTargetAs = (entry: BoardActivity, change: BoardChange) => {
  const c = changeOf(entry)
  return c !== null && sameTarget(c, change)
}

export interface PendingClash {
  seq: number
  clash: BoardClash
}

/** The changes of the person's that clashed with a colleague's on this board, oldest first. */
export function useBoardClashes(boardId: number): PendingClash[] | undefined {
  const userId = useSession((s) => s.user?.id ?? null)
  return useLiveQuery(async () => (await boardEntries(appDb, boardId, userId ?? -1)).filter(isClash).map((e) => ({ seq: e.seq!, clash: e.args.clash as BoardClash })), [boardId, userId])
}

const isClash = (e: OutboxEntry) => e.name === BOARD_CLASH && e.status === 'conflict'

/** The person's choice on a clash: keep their value (sent as a new edit) or the colleague's. */
export const chooseClash = (seq: number, choice: 'mine' | 'theirs', d: VettedDb = appDb) => resolveConflict(d, seq, choice)
