// Permanent refusals (docs/sync.md, "Refusals"): the change is rolled back to the server's row, the
// server's message is kept for the person, and the queue moves on. A refused create takes with it
// every queued change that depends on its temporary id (a product of a refused vendor, its tiers,
// a favourite of it), with one message instead of a cascade of 400s.
import { referencesRow } from '../../../sync/protocol/remap'
import { isTempId, resolvePath, type OutboxEntry } from '../../../sync/protocol/outbox'
import { tableOf, type VettedDb } from '../../db/db'
import { isOwnRow } from './conflicts'
import { allTables, knownServerRow, writeRebased } from '../copy/outbox-rows'

type Row = Record<string, unknown>

const OWN_ROW_NOUN: Partial<Record<OutboxEntry['entity'], string>> = { favorite: 'favourite', cartLine: 'cart item', board: 'board', order: 'order' }

/** What to tell a buyer whose edit reached a row deleted on another device. */
export const deletedElsewhereMessage = (entity: OutboxEntry['entity']) =>
  `This ${OWN_ROW_NOUN[entity] ?? 'item'} was deleted on another device, so this change was not saved.`

export async function reject(db: VettedDb, entry: OutboxEntry, status: number, serverMessage: string): Promise<void> {
  await db.transaction('rw', allTables(db), async () => {
    await db.outbox.delete(entry.seq)
    let message = serverMessage
    if (entry.tempId !== undefined) {
      const dropped = await dropDependents(db, entry.entity, entry.entityId)
      if (dropped) message += ` ${dropped} ${dropped === 1 ? 'change that depends on it was' : 'changes that depend on it were'} not sent either.`
      await db.outbox.where('[entity+entityId]').equals([entry.entity, entry.entityId]).delete()
      await tableOf(db, entry.entity).delete(entry.entityId)
    } else if (status === 404 && entry.method !== 'POST') {
      // The row is gone on the server (ids are never reused there): so are the edits queued for it.
      if (isOwnRow(entry)) message = deletedElsewhereMessage(entry.entity)
      await db.outbox.where('[entity+entityId]').equals([entry.entity, entry.entityId]).delete()
      await writeRebased(db, entry.entity, entry.entityId, null)
    } else {
      await writeRebased(db, entry.entity, entry.entityId, await knownServerRow(db, entry))
    }
    await db.rejections.add({ entity: entry.entity, entityId: entry.entityId, method: entry.method, path: resolvePath(entry), status, message, at: Date.now() })
  })
}

/**
 * Drops every queued change that points at `target`#`tempId` (and, for dependent creates, what points
 * at them), rolling their rows back. Returns how many entries went. Call inside a transaction.
 */
async function dropDependents(db: VettedDb, target: OutboxEntry['entity'], tempId: number): Promise<number> {
  let dropped = 0
  for (const e of await db.outbox.toArray()) {
    if (!e.body || typeof e.body !== 'object' || !referencesRow(e.entity, e.body as Row, target, tempId)) continue
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
