// What the admin screens show of their queued writes: which rows still wait to sync, which changes
// met a newer server version (412, parked as conflicts by the sender), and which the server refused.
// Generic over entities, so every admin tab can mark its own rows.
import { useLiveQuery } from 'dexie-react-hooks'
import type { SyncEntity } from '../../../sync/protocol/changes'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import { syncNow } from '../../sync/engine'
import { resolveConflict } from '../../sync/push/sender'
import { db, type SyncRejection } from '../../db/db'

export const pendingKey = (entity: SyncEntity, id: number) => `${entity}:${id}`

/** `entity:id` of every row with a queued or conflicting change. */
export function usePendingKeys(entities: readonly SyncEntity[]): Set<string> {
  const key = entities.join(',')
  return (
    useLiveQuery(async () => {
      const rows = await db.outbox.filter((e) => entities.includes(e.entity)).toArray()
      return new Set(rows.map((e) => pendingKey(e.entity, e.entityId)))
    }, [key]) ?? new Set<string>()
  )
}

export function useConflicts(entities: readonly SyncEntity[]): OutboxEntry[] {
  const key = entities.join(',')
  return useLiveQuery(() => db.outbox.where('status').equals('conflict').filter((e) => entities.includes(e.entity)).sortBy('seq'), [key]) ?? []
}

export function useRejections(entities: readonly SyncEntity[]): SyncRejection[] {
  const key = entities.join(',')
  return useLiveQuery(async () => (await db.rejections.orderBy('at').reverse().toArray()).filter((r) => entities.includes(r.entity)), [key]) ?? []
}

/** Send the admin's version again over the server's (it becomes the newest). */
export async function keepMine(seq: number): Promise<void> {
  await resolveConflict(db, seq, 'mine')
  void syncNow({ ignoreBackoff: true })
}

/** Drop the admin's change and show the server's version. */
export async function takeTheirs(seq: number): Promise<void> {
  await resolveConflict(db, seq, 'theirs')
}

export async function dismissRejection(id: number): Promise<void> {
  await db.rejections.delete(id)
}
