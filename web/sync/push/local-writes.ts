// The one path of every local write, buyer or admin (docs/architecture.md): queueWrite stores the change
// and queues its named mutations in one transaction, owned by the person signed in, so both are kept or
// neither is. createLocal, updateLocal and deleteLocal are the optimistic plain create, update and delete
// of entity-shaped rows; the web/data stores use them, or queueWrite itself for their actions (cart
// lines, favourites, orders). The sender does the rest, offline or not.
import { referencesOf, withDefaults, type SyncEntity } from '../../../sync/entities'
import { createName, deleteName, updateName } from '../../../sync/mutations'
import type { Table } from 'dexie'
import { tableOf, type VettedDb } from '../../db/db'
import { enqueue, nextTempId, type Mutation } from './outbox'
import { currentId } from '../copy/remap-local'
import { useSession } from '../base/session'

/** What a write may do beside changing its rows: queue server calls, and number the rows it creates. */
export interface WriteQueue {
  /** Queues a named mutation for this change; the sender sends it once the change is stored. */
  queue: (mutation: Mutation) => Promise<void>
  /** A fresh negative id for a row created here (re-keyed to the server's when its create lands). */
  tempId: () => Promise<number>
}

/**
 * Runs `change` in one read-write transaction over `tables` (plus the outbox and its counters): the rows
 * it writes and the calls it queues are stored together or not at all. The calls belong to whoever is
 * signed in as the write starts, so a sign-out never hands them to the next person (web/sync/account/stash.ts).
 */
export function queueWrite<T>(db: VettedDb, tables: readonly Table[], change: (write: WriteQueue) => Promise<T>): Promise<T> {
  const ownerId = useSession.getState().user?.id ?? null
  const all = [...new Set([...tables, db.outbox, db.meta])]
  // An async scope: Dexie follows native awaits inside the transaction only for an async function.
  return db.transaction('rw', all, async () => await change({ queue: (mutation) => enqueue(db, ownerId, mutation), tempId: () => nextTempId(db) }))
}

type Row = Record<string, unknown>

/**
 * `data` with its references to rows created here that have landed since the screen read them pointed
 * at their real ids: a form opened on a new tier may submit its temporary id after the tier's create
 * was answered, and that id is never re-keyed again. Call inside a transaction that includes db.meta.
 */
async function withLandedReferences(db: VettedDb, entity: SyncEntity, data: Row): Promise<Row> {
  let out = data
  for (const { field, to } of referencesOf(entity)) {
    const value = data[field]
    if (to === 'byItemType' || to === 'byType' || typeof value !== 'number' || value >= 0) continue
    const id = await currentId(db, to as SyncEntity, value)
    if (id !== value) out = { ...out, [field]: id }
  }
  return out
}

/**
 * Creates a row with a temporary id; returns that id (re-keyed to the server's when the create lands).
 * The row shows the entity's defaults (sync/entities) for the fields left out, as the server will store them.
 */
export async function createLocal(db: VettedDb, entity: SyncEntity, fields: Row): Promise<number> {
  const table = tableOf(db, entity)
  return queueWrite(db, [table], async ({ queue, tempId }) => {
    const data = await withLandedReferences(db, entity, fields)
    const id = await tempId()
    await table.put({ ...withDefaults(entity, data), id, version: 0 })
    await queue({ name: createName(entity), entityId: id, tempId: id, args: data, before: null })
    return id
  })
}

/** Applies `changes` to the row and queues them with the row's version as If-Match. */
export async function updateLocal(db: VettedDb, entity: SyncEntity, shownId: number, edited: Row): Promise<void> {
  const table = tableOf(db, entity)
  await queueWrite(db, [table], async ({ queue }) => {
    const changes = await withLandedReferences(db, entity, edited)
    const id = await currentId(db, entity, shownId)
    const before = await table.get(id)
    if (!before) throw new Error(`${entity} ${id} is not in the local copy`)
    await table.put({ ...before, ...changes })
    // A row still waiting for its create has no server version yet; the create's answer sets it.
    const baseVersion = id > 0 ? (before.version as number) : undefined
    await queue({ name: updateName(entity), entityId: id, args: changes, baseVersion, before })
  })
}

export async function deleteLocal(db: VettedDb, entity: SyncEntity, shownId: number): Promise<void> {
  const table = tableOf(db, entity)
  await queueWrite(db, [table], async ({ queue }) => {
    const id = await currentId(db, entity, shownId)
    const before = (await table.get(id)) ?? null
    await table.delete(id)
    // A delete is an edit too: one made on a row that changed elsewhere meanwhile answers 412.
    const baseVersion = id > 0 && typeof before?.version === 'number' ? before.version : undefined
    await queue({ name: deleteName(entity), entityId: id, before, baseVersion })
  })
}
