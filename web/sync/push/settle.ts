// A queued change the server accepted (docs/sync.md, "Outbox"): the entry leaves the queue, a created
// row takes its real id, the server's answer becomes the row's known server version, and the entries
// queued after it for the same row follow that version in their If-Match. They were made on top of
// this change, so the version it produced is the one they edited; two, five or twenty edits of one row
// made on one device land in order with no conflict.
import { withoutJoined } from '../../../sync/entities'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import { tableOf, type VettedDb } from '../../db/db'
import { allTables, followVersion, queuedFor, stillQueued, writeRebased } from '../copy/outbox-rows'
import { rowKey } from '../copy/rebase'
import { remapTempId } from '../copy/remap-local'

type Row = Record<string, unknown>

export const isRow = (body: Row | null): body is Row & { id: number; version: number } =>
  !!body && typeof body.id === 'number' && typeof body.version === 'number'

/**
 * A change the server applied whose row a later change of the same batch answer settles right after,
 * in the same transaction: it only leaves the queue. The later settle writes the row, its shadow and
 * the If-Match of what stays queued, just as settling each in turn would, without rebasing the row
 * and rewriting its queued edits once per change (twenty edits of a row would cost 400 writes).
 */
export async function settleSuperseded(db: VettedDb, entry: OutboxEntry): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    if (await stillQueued(db, entry)) await db.outbox.delete(entry.seq)
  })
}

export async function settle(db: VettedDb, entry: OutboxEntry, answer: Row | null): Promise<void> {
  const body = answer && withoutJoined(entry.entity, answer)
  await db.transaction('rw', allTables(db), async () => {
    if (!(await stillQueued(db, entry))) return
    await db.outbox.delete(entry.seq)
    if (!isRow(body)) {
      // A delete (204, or 404: already gone): the row stays as the queue leaves it. An action on a row
      // may answer some of its fields (a download answers the new count): counters change no version,
      // so no pull would ever bring them, and the answer is the only news of them.
      if (body && entry.entityId > 0) await mergeAnsweredFields(db, entry, body)
      if ((await queuedFor(db, entry.entity, entry.entityId)).length === 0) await db.shadows.delete(rowKey(entry.entity, entry.entityId))
      return
    }
    // A row a pull brought under the real id before this create's (lost) answer was replayed.
    const pulled = entry.tempId !== undefined ? await tableOf(db, entry.entity).get(body.id) : undefined
    if (entry.tempId !== undefined) await remapTempId(db, entry.entity, entry.tempId, body.id)
    const id = body.id
    await followVersion(db, entry.entity, id, body.version)
    // A replayed answer carries the row as it was at commit: never let it overwrite a newer row a
    // pull already brought (kept as the shadow, with the version of its change).
    const shadow = await db.shadows.get(rowKey(entry.entity, id))
    const newer = shadow && (shadow.version ?? -1) > body.version ? shadow : undefined
    if (newer) return writeRebased(db, entry.entity, id, newer.row ?? null, newer.version)
    if (pulled && (pulled.version as number) > body.version) return writeRebased(db, entry.entity, id, pulled)
    await writeRebased(db, entry.entity, id, body)
  })
}

/** Copies the answer's fields that the row already has onto the local row (and its shadow). */
async function mergeAnsweredFields(db: VettedDb, entry: OutboxEntry, body: Row): Promise<void> {
  const table = tableOf(db, entry.entity)
  const row = await table.get(entry.entityId)
  if (!row) return
  const fields = Object.fromEntries(Object.entries(body).filter(([field]) => field in row && field !== 'id' && field !== 'version'))
  if (Object.keys(fields).length === 0) return
  await table.put({ ...row, ...fields })
  const key = rowKey(entry.entity, entry.entityId)
  const shadow = await db.shadows.get(key)
  if (shadow?.row) await db.shadows.put({ ...shadow, row: { ...shadow.row, ...fields } })
}
