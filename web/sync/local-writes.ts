// Optimistic create, update and delete of entity-shaped rows: the local row changes at once and the
// matching REST call is queued in the same transaction. Screens call these (through web/data
// repositories); the sender does the rest, offline or not.
import type { SyncEntity } from '../../sync/protocol/changes'
import { REFERENCES } from '../../sync/protocol/remap'
import { restResource } from '../../sync/protocol/rest-paths'
import { tableOf, type VettedDb } from '../data/db'
import { enqueue, nextTempId } from './outbox'
import { currentId } from './remap-local'

type Row = Record<string, unknown>

/**
 * `data` with its references to rows created here that have landed since the screen read them pointed
 * at their real ids: a form opened on a new tier may submit its temporary id after the tier's create
 * was answered, and that id is never re-keyed again. Call inside a transaction that includes db.meta.
 */
async function withLandedReferences(db: VettedDb, entity: SyncEntity, data: Row): Promise<Row> {
  let out = data
  for (const { field, to } of REFERENCES[entity] ?? []) {
    const value = data[field]
    if (to === 'byItemType' || to === 'byType' || typeof value !== 'number' || value >= 0) continue
    const id = await currentId(db, to, value)
    if (id !== value) out = { ...out, [field]: id }
  }
  return out
}

/** Creates a row with a temporary id; returns that id (re-keyed to the server's when the create lands). */
export async function createLocal(db: VettedDb, entity: SyncEntity, fields: Row): Promise<number> {
  const table = tableOf(db, entity)
  return db.transaction('rw', [table, db.outbox, db.meta], async () => {
    const data = await withLandedReferences(db, entity, fields)
    const id = await nextTempId(db)
    await table.put({ ...data, id, version: 0 })
    await enqueue(db, { entity, entityId: id, tempId: id, method: 'POST', path: restResource(entity).collection, body: data, before: null })
    return id
  })
}

/** Applies `changes` to the row and queues them with the row's version as If-Match. */
export async function updateLocal(db: VettedDb, entity: SyncEntity, shownId: number, edited: Row): Promise<void> {
  const table = tableOf(db, entity)
  const { collection, update } = restResource(entity)
  await db.transaction('rw', [table, db.outbox, db.meta], async () => {
    const changes = await withLandedReferences(db, entity, edited)
    const id = await currentId(db, entity, shownId)
    const before = await table.get(id)
    if (!before) throw new Error(`${entity} ${id} is not in the local copy`)
    await table.put({ ...before, ...changes })
    // A row still waiting for its create has no server version yet; the create's answer sets it.
    const baseVersion = id > 0 ? (before.version as number) : undefined
    await enqueue(db, { entity, entityId: id, method: update, path: `${collection}/{id}`, body: changes, baseVersion, before })
  })
}

export async function deleteLocal(db: VettedDb, entity: SyncEntity, shownId: number): Promise<void> {
  const table = tableOf(db, entity)
  await db.transaction('rw', [table, db.outbox, db.meta], async () => {
    const id = await currentId(db, entity, shownId)
    const before = (await table.get(id)) ?? null
    await table.delete(id)
    // A delete is an edit too: one made on a row that changed elsewhere meanwhile answers 412.
    const baseVersion = id > 0 && typeof before?.version === 'number' ? before.version : undefined
    await enqueue(db, { entity, entityId: id, method: 'DELETE', path: `${restResource(entity).collection}/{id}`, before, baseVersion })
  })
}
