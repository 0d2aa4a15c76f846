// Accounts on a shared device (docs/sync.md, "Accounts on a shared device"): the catalogue copy is
// shared, but a person's private pending state (their queued changes and the rows only this device
// has, under temporary ids) is put aside when they leave and put back when they sign in again, so the
// next person neither sees, counts nor sends it. Entries keep their mutationId: a change whose answer
// was lost before its owner left is replayed, never applied twice.
import type { SyncEntity } from '../../../sync/protocol/changes'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import { TABLE_OF, tableOf, type StashItem, type VettedDb } from '../../db/db'
import { writeRebased } from '../copy/outbox-rows'
import { rebase, rowKey } from '../copy/rebase'

const tablesOf = (db: VettedDb) => [...Object.values(TABLE_OF).map((t) => db.table(t)), db.outbox, db.shadows, db.rejections, db.stash]
const ownedBy = (ownerId: number) => (e: OutboxEntry) => (e.ownerId ?? null) === ownerId
const onRow = (entity: SyncEntity, id: number) => (e: OutboxEntry) => e.entity === entity && e.entityId === id

/** The rows some entries touch, each once, in the order first touched. */
function rowsOf(entries: OutboxEntry[]): { entity: SyncEntity; id: number }[] {
  const seen = new Map<string, { entity: SyncEntity; id: number }>()
  for (const e of entries) seen.set(rowKey(e.entity, e.entityId), seen.get(rowKey(e.entity, e.entityId)) ?? { entity: e.entity, id: e.entityId })
  return [...seen.values()]
}

/**
 * Puts `ownerId`'s queued changes (pending or conflicts) and the rows they created here into the stash;
 * rows they edited show the server's version again, under whatever others still have queued. Refusals
 * are cleared: they are about the person leaving. Returns how many entries were put aside.
 */
export const stashAccount = (db: VettedDb, ownerId: number) => takeAway(db, ownerId, true)

/** Drops `ownerId`'s queued changes for good (and anything stashed for them); rows as for stashAccount. */
export const discardAccount = (db: VettedDb, ownerId: number) => takeAway(db, ownerId, false)

async function takeAway(db: VettedDb, ownerId: number, keep: boolean): Promise<number> {
  return db.transaction('rw', tablesOf(db), async () => {
    await db.rejections.clear()
    if (!keep) await db.stash.where('ownerId').equals(ownerId).delete()
    const queue = await db.outbox.orderBy('seq').toArray()
    const mine = queue.filter(ownedBy(ownerId))
    if (!mine.length) return 0
    await db.outbox.bulkDelete(mine.map((e) => e.seq!))
    const items: StashItem[] = mine.map((entry) => ({ ownerId, kind: 'entry', entry }))
    for (const { entity, id } of rowsOf(mine)) {
      const table = tableOf(db, entity)
      if (mine.some((e) => e.entity === entity && e.tempId === id)) {
        // Created here by this person: the row leaves with them.
        const row = await table.get(id)
        if (row && keep) items.push({ ownerId, kind: 'row', entity, row })
        await table.delete(id)
        await db.shadows.delete(rowKey(entity, id))
      } else if (id < 0) {
        // Someone else's unsent row this person edited: back to how it was before their first edit.
        const before = mine.find(onRow(entity, id))!.before
        if (before) await table.put(before)
      } else {
        // The server's row: a shadow a pull or send kept, else the row before the oldest queued change.
        const shadow = await db.shadows.get(rowKey(entity, id))
        const server = shadow ? shadow.row : (queue.find(onRow(entity, id))!.before ?? null)
        await writeRebased(db, entity, id, server) // under whatever others still have queued
      }
    }
    if (keep) await db.stash.bulkAdd(items)
    return mine.length
  })
}

/**
 * Puts `ownerId`'s stash back: their rows first, then their entries at the end of the queue in their
 * original order (new seqs; same mutationId and baseVersion), and the rows those entries edit rebased
 * over the current copy, which pulls kept up to date meanwhile. Returns how many entries came back.
 */
export async function restoreAccount(db: VettedDb, ownerId: number): Promise<number> {
  return db.transaction('rw', tablesOf(db), async () => {
    const items = await db.stash.where('ownerId').equals(ownerId).sortBy('id')
    if (!items.length) return 0
    const ownRows = new Set<string>()
    for (const item of items) {
      if (item.kind !== 'row') continue
      await tableOf(db, item.entity).put(item.row)
      ownRows.add(rowKey(item.entity, item.row.id as number))
    }
    const entries = items.flatMap((item) => (item.kind === 'entry' ? [item.entry] : []))
    const queued = await db.outbox.orderBy('seq').toArray()
    for (const { seq: _oldSeq, ...entry } of entries) await db.outbox.add({ ...entry, notBefore: 0 })
    for (const { entity, id } of rowsOf(entries)) {
      if (ownRows.has(rowKey(entity, id))) continue // stashed as it was, their edits included
      const others = queued.filter(onRow(entity, id))
      // With nothing else queued for the row, the copy holds the server's row (or none: not here yet;
      // an account row arrives with the account's download, which rebases these entries on it).
      const current = (await tableOf(db, entity).get(id)) ?? null
      if (id < 0) {
        // Someone else's unsent row (it has no server version): their edits go back on top of it.
        const local = rebase(current, entries.filter(onRow(entity, id)))
        if (local) await tableOf(db, entity).put(local)
        continue
      }
      const shadow = await db.shadows.get(rowKey(entity, id))
      const server = others.length ? (shadow ? shadow.row : (others[0].before ?? null)) : current
      await writeRebased(db, entity, id, server)
    }
    await db.stash.where('ownerId').equals(ownerId).delete()
    return entries.length
  })
}
