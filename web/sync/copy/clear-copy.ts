// Emptying what the feed fills (docs/sync.md, "A first download starts clean"). Kept: local-only
// tables, the outbox and stash, rows created here (negative ids) and rows with queued changes, so the
// person's work is never lost.
import type { VettedDb } from '../../db/db'
import { tableOf } from '../../db/db'
import { rowKey } from './rebase'
import { CURSOR_KEY } from './apply-changes'
import { ACCOUNT_ENTITIES, PUBLISHABLE_ENTITIES } from '../../../sync/entities'
import { SYNCED_ENTITIES_FOR_RESET } from './reset'

/**
 * Deletes the synced rows a download will bring again, with their shadows. `everyoneOnly`: only what
 * every visitor sees (a first download's catalogue), not the account's own rows nor an admin's drafts:
 * those come from the account's download after it (which from the start brings their deletes too), and
 * must not vanish meanwhile from a screen showing them. Call inside a transaction over every entity
 * table, the outbox and the shadows (a first download does it in the transaction that writes its
 * first page, so the copy is never empty meanwhile).
 */
export async function clearSyncedRows(db: VettedDb, { everyoneOnly = false } = {}): Promise<void> {
  const queued = new Set((await db.outbox.toArray()).map((e) => rowKey(e.entity, e.entityId)))
  for (const entity of SYNCED_ENTITIES_FOR_RESET) {
    if (everyoneOnly && ACCOUNT_ENTITIES.includes(entity)) continue
    const drafts = everyoneOnly && PUBLISHABLE_ENTITIES.includes(entity)
    await tableOf(db, entity).where('id').above(0).filter((row) => !queued.has(rowKey(entity, row.id as number)) && !(drafts && row.published === false)).delete()
  }
  // A download's pages set the shadows of the rows they bring again; a rebuild starts over from none.
  if (!everyoneOnly) await db.shadows.clear()
}

/** The copy is too old to update (410): its rows, its staged first download and its cursor go at once. */
export async function clearCopy(db: VettedDb): Promise<void> {
  const tables = SYNCED_ENTITIES_FOR_RESET.map((e) => tableOf(db, e))
  await db.transaction('rw', [...tables, db.outbox, db.meta, db.shadows, db.stagedPages], async () => {
    await clearSyncedRows(db)
    await db.stagedPages.clear()
    await db.meta.delete(CURSOR_KEY)
  })
}
