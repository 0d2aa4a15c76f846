// The outbox's entries (docs/sync.md, "Outbox"). Screens never call enqueue() themselves: every local
// write goes through queueWrite (local-writes.ts), which stores the change and its entries in one
// transaction, so they are stored together or not at all.
import Dexie from 'dexie'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import type { VettedDb } from '../../db/db'

export type Mutation = Pick<OutboxEntry, 'entity' | 'entityId' | 'method' | 'path'> &
  Partial<Pick<OutboxEntry, 'body' | 'baseVersion' | 'tempId' | 'before'>>

const TEMP_ID_KEY = 'lastTempId'

/** Call inside a 'rw' transaction that includes db.outbox; `ownerId` is the person the call is sent for (null: nobody signed in). */
export async function enqueue(db: VettedDb, ownerId: number | null, mutation: Mutation): Promise<void> {
  await db.outbox.add({
    ...mutation,
    mutationId: crypto.randomUUID(),
    status: 'pending',
    ownerId,
    attempts: 0,
    notBefore: 0,
    createdAt: Date.now(),
  })
  // Outside the caller's transaction: a listener that reads other tables (the sender) would otherwise
  // run in this transaction's zone and fail with NotFoundError, leaving the entry queued.
  queueMicrotask(() => Dexie.ignoreTransaction(() => outboxListeners.forEach((l) => l())))
}

/** A fresh negative id for a row created here; call inside a 'rw' transaction that includes db.meta. */
export async function nextTempId(db: VettedDb): Promise<number> {
  const last = ((await db.meta.get(TEMP_ID_KEY))?.value as number | undefined) ?? 0
  const id = last - 1
  await db.meta.put({ key: TEMP_ID_KEY, value: id })
  return id
}

const outboxListeners = new Set<() => void>()
/** The sender subscribes here to wake up when something is queued. */
export function onEnqueue(listener: () => void): () => void {
  outboxListeners.add(listener)
  return () => outboxListeners.delete(listener)
}
