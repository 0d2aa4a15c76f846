// The outbox's entries (docs/sync.md, "Outbox"): named mutations (sync/mutations), queued in order.
// Screens never call enqueue() themselves: every local write goes through queueWrite (local-writes.ts),
// which stores the change and its entries in one transaction, so they are stored together or not at all.
import Dexie from 'dexie'
import { mutationNamed, type MutationArgs } from '../../../sync/mutations'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import type { VettedDb } from '../../db/db'

/** A mutation to queue: its name and arguments, the row it changes, and what a send needs to know of that row. */
export type Mutation = { name: string; entityId: number; args?: MutationArgs } & Partial<Pick<OutboxEntry, 'baseVersion' | 'tempId' | 'before'>>

const TEMP_ID_KEY = 'lastTempId'

/** Call inside a 'rw' transaction that includes db.outbox; `ownerId` is the person the call is sent for (null: nobody signed in). */
export async function enqueue(db: VettedDb, ownerId: number | null, { name, args = {}, ...row }: Mutation): Promise<void> {
  await db.outbox.add({
    name,
    args,
    entity: mutationNamed(name).entity,
    ...row,
    status: 'pending',
    ownerId,
    attempts: 0,
    notBefore: 0,
    createdAt: Date.now(),
  })
  wakeSender()
}

/**
 * Wakes the sender: something is ready to send. Outside the caller's transaction: a listener that reads
 * other tables (the sender) would otherwise run in this transaction's zone and fail with NotFoundError,
 * leaving the entry queued.
 */
export function wakeSender(): void {
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
