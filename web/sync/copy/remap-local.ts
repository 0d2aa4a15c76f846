// Re-keys a row created here once the server has given it a real id (docs/sync.md, "Outbox"): the row
// itself, every row that points at it, the compare lists, and later outbox entries — in the caller's
// transaction, so the copy never holds a half-remapped state.
import Dexie from 'dexie'
import type { SyncEntity } from '../../../sync/protocol/changes'
import { referencingEntities, remapEntry, remapReferences } from '../../../sync/protocol/remap'
import { tableOf, type VettedDb } from '../../db/db'

const remapKey = (entity: SyncEntity, tempId: number) => `remap:${entity}:${tempId}`

/**
 * The id a row has now: a temporary id whose create has landed gives the server's id. A screen may
 * still hold the temporary id for a moment after the re-keying (a click on a list rendered just
 * before), and its edit or delete must reach the real row, not vanish as a 404.
 */
export async function currentId(db: VettedDb, entity: SyncEntity, id: number): Promise<number> {
  if (id >= 0) return id
  return ((await db.meta.get(remapKey(entity, id)))?.value as number | undefined) ?? id
}

export async function remapTempId(db: VettedDb, entity: SyncEntity, tempId: number, realId: number): Promise<void> {
  await db.meta.put({ key: remapKey(entity, tempId), value: realId })
  const own = tableOf(db, entity)
  const row = await own.get(tempId)
  if (row) {
    await own.delete(tempId)
    await own.put({ ...row, id: realId })
  }
  for (const other of referencingEntities(entity)) {
    const table = tableOf(db, other)
    const changed: Record<string, unknown>[] = []
    for (const r of await table.toArray()) {
      const remapped = remapReferences(other, r, entity, tempId, realId)
      if (remapped !== r) changed.push(remapped)
    }
    if (changed.length) await table.bulkPut(changed)
  }
  if (entity === 'vendor') {
    const item = await db.vendorCompare.get(tempId)
    if (item) {
      await db.vendorCompare.delete(tempId)
      await db.vendorCompare.put({ ...item, vendorId: realId })
    }
  }
  if (entity === 'product') {
    for (const item of await db.productCompare.where('productId').equals(tempId).toArray()) {
      await db.productCompare.delete(item.id)
      await db.productCompare.put({ ...item, productId: realId, id: item.tierId ? `${realId}-${item.tierId}` : String(realId) })
    }
  }
  // Only the entries of the row itself and of the entities that may refer to it can change: a
  // batch's answer re-keys a create at a time, and reading the whole outbox each time would cost
  // as many reads as the queue is long, a thousand creates over.
  const candidates = await db.outbox.where('[entity+entityId]').equals([entity, tempId]).toArray()
  for (const other of referencingEntities(entity)) {
    candidates.push(...(await db.outbox.where('[entity+entityId]').between([other, Dexie.minKey], [other, Dexie.maxKey]).toArray()))
  }
  const seen = new Set<number>()
  for (const entry of candidates) {
    if (seen.has(entry.seq!)) continue
    seen.add(entry.seq!)
    const remapped = remapEntry(entry, entity, tempId, realId)
    if (remapped !== entry) await db.outbox.put(remapped)
  }
}
