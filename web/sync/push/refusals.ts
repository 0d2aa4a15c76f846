// Permanent refusals (docs/sync.md, "Refusals"): the change is rolled back to the server's row, the
// server's message is kept for the person, and the queue moves on. A refused create takes with it
// every queued change that depends on its temporary id (a product of a refused vendor, its tiers,
// a favourite of it), with one message instead of a cascade of 400s.
import { referencesRow } from '../../../sync/protocol/remap'
import { restCallOf } from '../../../sync/mutations'
import { isTempId, type OutboxEntry } from '../../../sync/protocol/outbox'
import { tableOf, type VettedDb } from '../../db/db'
import { isOwnRow } from './conflicts'
import { allTables, knownServerRow, stillQueued, writeRebased } from '../copy/outbox-rows'

const OWN_ROW_NOUN: Partial<Record<OutboxEntry['entity'], string>> = { favorite: 'favourite', cartLine: 'cart item', board: 'board', order: 'order' }

/** What to tell a buyer whose edit reached a row deleted on another device. */
export const deletedElsewhereMessage = (entity: OutboxEntry['entity']) =>
  `This ${OWN_ROW_NOUN[entity] ?? 'item'} was deleted on another device, so this change was not saved.`

export async function reject(db: VettedDb, entry: OutboxEntry, status: number, serverMessage: string): Promise<void> {
  const call = restCallOf(entry)
  await db.transaction('rw', allTables(db), async () => {
    if (!(await stillQueued(db, entry))) return
    // A 404 to a change of a row the server had (an edit, a delete, or an action such as cancelling an
    // order) means the row is gone there; only a create's 404 names something else (what it refers to).
    // A board's member rows are the exception: an invitee reads their invitation but may not act on the
    // board's team, which answers 404 to them while the row stays; the feed says when it is gone.
    const gone = status === 404 && entry.tempId === undefined && entry.entity !== 'boardMember'
    const dropped = await withdraw(db, entry, gone)
    let message = serverMessage
    if (dropped) message += ` ${dropped} ${dropped === 1 ? 'change that depends on it was' : 'changes that depend on it were'} not sent either.`
    else if (gone && entry.tempId === undefined && isOwnRow(entry)) message = deletedElsewhereMessage(entry.entity)
    await db.rejections.add({ entity: entry.entity, entityId: entry.entityId, method: call.method, path: call.path, status, message, at: Date.now() })
  })
}

/**
 * Takes a queued change back: it leaves the queue and its row shows the server's row again. A create
 * takes its row and every change that depends on it along (returned: how many); a change of a row the
 * server no longer has (`gone`) takes the row's other queued changes. Call inside a transaction over every table.
 */
export async function withdraw(db: VettedDb, entry: OutboxEntry, gone: boolean): Promise<number> {
  await db.outbox.delete(entry.seq)
  if (entry.tempId !== undefined) {
    const dropped = await dropDependents(db, entry.entity, entry.entityId)
    await db.outbox.where('[entity+entityId]').equals([entry.entity, entry.entityId]).delete()
    await tableOf(db, entry.entity).delete(entry.entityId)
    return dropped
  }
  if (gone) {
    // The row is gone on the server (ids are never reused there): so are the edits queued for it.
    await db.outbox.where('[entity+entityId]').equals([entry.entity, entry.entityId]).delete()
    await writeRebased(db, entry.entity, entry.entityId, null)
  } else {
    await writeRebased(db, entry.entity, entry.entityId, await knownServerRow(db, entry))
  }
  return 0
}

/**
 * Drops every queued change that points at `target`#`tempId` (and, for dependent creates, what points
 * at them), rolling their rows back. Returns how many entries went. Call inside a transaction.
 */
async function dropDependents(db: VettedDb, target: OutboxEntry['entity'], tempId: number): Promise<number> {
  let dropped = 0
  for (const e of await db.outbox.toArray()) {
    if (!referencesRow(e.entity, e.args, target, tempId)) continue
    if (!(await db.outbox.get(e.seq))) continue // already dropped by a deeper step
    const server = isTempId(e.entityId) ? null : await knownServerRow(db, e)
    await db.outbox.delete(e.seq)
    dropped++
    if (isTempId(e.entityId)) {
      dropped += await dropDependents(db, e.entity, e.entityId)
      dropped += await db.outbox.where('[entity+entityId]').equals([e.entity, e.entityId]).delete()
      await tableOf(db, e.entity).delete(e.entityId)
    } else {
      await writeRebased(db, e.entity, e.entityId, server)
    }
  }
  return dropped
}
