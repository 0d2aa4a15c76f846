// 412 on a board edit (docs/sync.md, "Conflicts"; docs/board-teams.md, "Activity, undo and merging").
// The board's shared fields merge three ways (sync/protocol/merge.ts), and so do the person's later
// edits of the same board still queued behind it: each was made on top of the one before, so each is
// merged over the server's row with the earlier ones on top. On a board someone else may edit too, a
// field set to another value meanwhile is a real clash: left at theirs and parked as a `board.clash` beside the edit (it
// holds nothing back), until the person keeps theirs or takes the colleague's.
import { BOARD_CLASH, mutationNamed, updateName } from '../../../sync/mutations'
import { canEditBoard } from '../../../sync/rules/board-roles'
import { mergeBoardEdit, type BoardClash } from '../../../sync/protocol/merge'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import type { VettedDb } from '../../db/db'
import { queuedFor } from '../copy/outbox-rows'
import { enqueue } from './outbox'

type Row = Record<string, unknown>

export const isBoardEdit = (entry: Pick<OutboxEntry, 'name'>) => entry.name === updateName('board')

/**
 * Whether someone other than `me` may change the board's shared fields: its owner when that is not me,
 * or another active co-owner. Only then can a field differ from what this edit saw because of someone
 * else; otherwise it was the person's own other device, and the later edit wins.
 */
async function othersMayEdit(db: VettedDb, boardId: number, me: number | null | undefined): Promise<boolean> {
  const board = await db.boards.get(boardId)
  if (board && board.userId !== me) return true
  const editors = db.boardMembers.where('boardId').equals(boardId).filter((m) => m.userId !== me && m.status === 'active' && canEditBoard(m.role))
  return (await editors.count()) > 0
}

/**
 * Merges `entry` (answered 412) and the board's later queued edits over `current`; returns the
 * entry's new arguments. Call inside a transaction over every table.
 */
export async function mergeBoardEntries(db: VettedDb, entry: OutboxEntry, current: Row): Promise<Row> {
  const mineOnClash = !(await othersMayEdit(db, entry.entityId, entry.ownerId))
  let on = current
  let first: Row = entry.args
  for (const queued of await queuedFor(db, 'board', entry.entityId)) {
    if (queued.seq! < entry.seq! || queued.status !== 'pending') continue
    if (!isBoardEdit(queued)) {
      on = mutationNamed(queued.name).apply(on, queued.args) ?? on
      continue
    }
    const merged = mergeBoardEdit(queued.args, queued.before, on, { mineOnClash })
    for (const clash of merged.clashes) await parkClash(db, queued, clash, current)
    // The edit now stands on the server's row (with the earlier edits): the next merge, and Undo, compare against that.
    if (queued.seq !== entry.seq) await db.outbox.update(queued.seq, { args: merged.changes, before: on })
    else {
      first = merged.changes
      await db.outbox.update(entry.seq, { before: on })
    }
    on = { ...on, ...merged.changes }
  }
  return first
}

async function parkClash(db: VettedDb, entry: OutboxEntry, clash: BoardClash, current: Row): Promise<void> {
  await db.outbox.add({
    name: BOARD_CLASH, args: { clash }, entity: 'board', entityId: entry.entityId, before: entry.before, serverRow: current,
    status: 'conflict', ownerId: entry.ownerId, attempts: 0, notBefore: 0, createdAt: Date.now(),
  })
}

/**
 * The person's choice on a clash: 'mine' puts their value back on the board as a new edit (sent over
 * the server's latest version, like any edit), 'theirs' keeps the colleague's, which the board shows
 * already. Call inside a transaction over every table.
 */
export async function resolveClash(db: VettedDb, entry: OutboxEntry, choice: 'mine' | 'theirs'): Promise<void> {
  await db.outbox.delete(entry.seq)
  const clash = entry.args.clash as BoardClash
  const board = await db.boards.get(entry.entityId)
  if (choice === 'theirs' || !board) return
  const weights = { ...board.weights }
  if (clash.field === 'weight') {
    if (clash.mine === null) delete weights[clash.criterion]
    else weights[clash.criterion] = clash.mine
  }
  const changes = clash.field === 'name' ? { name: clash.mine } : { weights }
  await db.boards.put({ ...board, ...changes })
  await enqueue(db, entry.ownerId, { name: updateName('board'), entityId: board.id, args: changes, baseVersion: board.version, before: board })
}
