// Shared by the sender's outcomes (settle, conflicts, refusals): the tables a send may touch, the
// entries still queued for one row, and how to put a row back to "the server's row with what is
// still queued on top" (docs/sync.md, "Outbox").
import { mutationNamed } from '../../../sync/mutations'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import { TABLE_OF, tableOf, type VettedDb } from '../../db/db'
import { rebase, rowKey } from './rebase'

type Row = Record<string, unknown>

export const allTables = (db: VettedDb) => [
  ...Object.values(TABLE_OF).map((t) => db.table(t)),
  db.outbox, db.shadows, db.meta, db.rejections, db.vendorCompare, db.productCompare,
]

/** Entries still waiting for one row (to send, parked as a conflict, or waiting for review), oldest first. */
export async function queuedFor(db: VettedDb, entity: OutboxEntry['entity'], id: number): Promise<OutboxEntry[]> {
  return db.outbox.where('[entity+entityId]').equals([entity, id]).sortBy('seq')
}

/**
 * Writes the local row as `server` (null: it does not exist there) with the still-queued entries on top,
 * and keeps the server's row as the shadow while anything is queued. Call inside a transaction.
 */
export async function writeRebased(db: VettedDb, entity: OutboxEntry['entity'], id: number, server: Row | null, serverVersion?: number): Promise<void> {
  const queued = await queuedFor(db, entity, id)
  const local = rebase(server, queued)
  const table = tableOf(db, entity)
  if (local) await table.put(local)
  else await table.delete(id)
  const key = rowKey(entity, id)
  // Id 0 is no row (calls queued on none: an invitation, a contact message): there is nothing to shadow.
  if (queued.length && id !== 0) await db.shadows.put({ key, row: server as Row, version: serverVersion ?? (server?.version as number | undefined) })
  else await db.shadows.delete(key)
}

/**
 * The server's row as this device last knew it: the shadow a pull or send kept, else the row before the
 * oldest change still queued for it (`entry` itself when it is the oldest, or already dequeued).
 */
export async function knownServerRow(db: VettedDb, entry: OutboxEntry): Promise<Row | null> {
  const shadow = await db.shadows.get(rowKey(entry.entity, entry.entityId))
  if (shadow) return shadow.row
  const oldest = (await queuedFor(db, entry.entity, entry.entityId))[0]
  const first = oldest && oldest.seq! < entry.seq! ? oldest : entry
  return first.before ?? null
}

/**
 * The edits still queued for a row were made on top of a version this device now knows the server
 * holds (its answer to an earlier entry, or the row an admin chose to keep): their If-Match follows it.
 */
export async function followVersion(db: VettedDb, entity: OutboxEntry['entity'], id: number, version: number | undefined): Promise<void> {
  await db.outbox
    .where('[entity+entityId]')
    .equals([entity, id])
    .filter((later) => later.status === 'pending' && mutationNamed(later.name).conditional === true && later.baseVersion !== version)
    .modify((later) => {
      if (version === undefined) delete later.baseVersion
      else later.baseVersion = version
    })
}

/**
 * Whether `entry`, as it was sent, is still queued as it was: an answer that comes after another tab
 * settled the entry (or numbered it again after a conflict) is old news and must change nothing: the
 * newer row and the If-Match versions of the entries after it stay as they are. Call inside a transaction.
 */
export async function stillQueued(db: VettedDb, entry: OutboxEntry): Promise<boolean> {
  const current = entry.seq === undefined ? undefined : await db.outbox.get(entry.seq)
  return !!current && current.mutationId === entry.mutationId && current.status === entry.status
}
