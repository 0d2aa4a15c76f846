// This device's client ids (docs/sync.md, "Exactly once"): one per person signed in on it, kept in
// `meta`, with the last number given to one of that person's changes and whether the server has
// registered the client. A client is registered before any change of it is numbered (its first pull,
// or registerClient), so the server can tell a client it forgot from a new one. A change gets its
// number when it is first sent, in the same transaction that reads it from the outbox, so two tabs
// sending the same change send the same number, and numbers rise in the order the server is asked
// (sync/protocol/client-mutations.ts).
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import type { VettedDb } from '../../db/db'
import { api, type FetchLike } from '../base/api-client'

export interface DeviceClient {
  id: string
  /** The last number given to one of this person's changes on this device (0: none yet). */
  lastMutationId: number
  /** The server has registered it (a pull or the registration showed its record). */
  known: boolean
}

const keyOf = (ownerId: number) => `client:${ownerId}`
const newClient = (): DeviceClient => ({ id: crypto.randomUUID(), lastMutationId: 0, known: false })

/** The person's client on this device, made on first use. Call inside a 'rw' transaction that includes db.meta, or alone. */
export async function clientOf(db: VettedDb, ownerId: number): Promise<DeviceClient> {
  return db.transaction('rw', db.meta, async () => {
    const existing = (await db.meta.get(keyOf(ownerId)))?.value as DeviceClient | undefined
    if (existing) return existing
    const client = newClient()
    await db.meta.put({ key: keyOf(ownerId), value: client })
    return client
  })
}

/** The entry as it is now, with its number for its owner's client (given now if it has none); undefined once it left the outbox. */
export async function numbered(db: VettedDb, seq: number): Promise<{ entry: OutboxEntry; client: DeviceClient } | undefined> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    const entry = await db.outbox.get(seq)
    if (!entry || entry.ownerId === null) return undefined
    const client = await clientOf(db, entry.ownerId)
    if (entry.mutationId !== undefined && entry.clientId === client.id) return { entry, client }
    const next = { ...client, lastMutationId: client.lastMutationId + 1 }
    await db.meta.put({ key: keyOf(entry.ownerId), value: next })
    const updated = { ...entry, mutationId: next.lastMutationId, clientId: client.id }
    await db.outbox.put(updated)
    return { entry: updated, client: next }
  })
}

/**
 * Numbers the entries of a batch, in the order given, in one transaction (numbered()'s rule for each):
 * the entries as they are now, with their client. The batch ends before an entry that left the queue,
 * changed hands or status, or whose number (given before: a batch sent again) is not above the one
 * before it, so the numbers rise through the batch. Each is marked as sent in a batch.
 */
export async function numberedBatch(db: VettedDb, seqs: readonly number[]): Promise<{ entries: OutboxEntry[]; client: DeviceClient } | undefined> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    const entries: OutboxEntry[] = []
    let client: DeviceClient | undefined
    let ownerId: number | undefined
    let last = 0
    for (const seq of seqs) {
      const entry = await db.outbox.get(seq)
      if (!entry || entry.ownerId === null || entry.status !== 'pending' || (ownerId !== undefined && entry.ownerId !== ownerId)) break
      ownerId = entry.ownerId
      client ??= await clientOf(db, ownerId)
      const hasNumber = entry.mutationId !== undefined && entry.clientId === client.id
      if (hasNumber && entry.mutationId! <= last) break
      if (!hasNumber) client = { ...client, lastMutationId: client.lastMutationId + 1 }
      const numberedEntry = { ...entry, mutationId: hasNumber ? entry.mutationId : client.lastMutationId, clientId: client.id, batched: true }
      await db.outbox.put(numberedEntry)
      last = numberedEntry.mutationId!
      entries.push(numberedEntry)
    }
    if (!client || ownerId === undefined || entries.length === 0) return undefined
    await db.meta.put({ key: keyOf(ownerId), value: client })
    return { entries, client }
  })
}

/** Registers the person's client with the server (POST /api/sync/clients), unless it was; rejects when the server cannot be reached. */
export async function registerClient(db: VettedDb, ownerId: number, fetchImpl: FetchLike): Promise<DeviceClient> {
  const client = await clientOf(db, ownerId)
  if (client.known) return client
  await api('/api/sync/clients', { method: 'POST', body: { client: client.id } }, fetchImpl)
  await markKnown(db, ownerId, client.id)
  return { ...client, known: true }
}

/** The server has shown it knows this client. */
export async function markKnown(db: VettedDb, ownerId: number, clientId: string): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const client = (await db.meta.get(keyOf(ownerId)))?.value as DeviceClient | undefined
    if (client && client.id === clientId && !client.known) await db.meta.put({ key: keyOf(ownerId), value: { ...client, known: true } })
  })
}

/**
 * The server no longer knows this person's client (away longer than it keeps the record, or a restored
 * database): nothing tells whether it applied the changes it was sent whose answers never came. Each
 * such change waits for the person's review (web/sync/push/review.ts) instead of being sent again
 * blindly, and the sender holds this person's queue meanwhile; a new client starts. Returns how many
 * changes wait for review.
 */
export async function replaceForgottenClient(db: VettedDb, ownerId: number): Promise<number> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    await db.meta.put({ key: keyOf(ownerId), value: newClient() })
    return db.outbox
      .filter((e) => (e.ownerId ?? null) === ownerId && e.status === 'pending' && e.mutationId !== undefined)
      .modify((e) => {
        e.status = 'review'
        delete e.mutationId
        delete e.clientId
        delete e.batched
      })
  })
}
