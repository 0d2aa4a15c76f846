// Applies one page of the change feed to the local copy in ONE Dexie transaction together with the
// new cursor (docs/sync.md, "Versions and the change feed"): a page is either wholly applied or not at all, so a crash mid-sync
// resumes from the last applied page. Rows with pending outbox entries are rebased, not overwritten.
// Changes of an entity this build does not know (a newer server's) are skipped, and the cursor still
// moves past them: a newer server never blocks an older client's pulls.
import type { Change } from '../../../sync/protocol/changes'
import { FIRST_CURSOR, type SyncEntity } from '../../../sync/protocol/entities'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import { TABLE_OF, tableOf, type VettedDb } from '../../db/db'
import { rebase, rowKey } from './rebase'

type Row = Record<string, unknown>

/** What a page changed, per entity, for listeners such as the search index. */
export type AppliedChanges = Map<SyncEntity, { put: Row[]; deleted: number[] }>

export const CURSOR_KEY = 'cursor'

const known = (c: Change) => Object.hasOwn(TABLE_OF, c.entity)
const entitiesOf = (changes: Change[]) => [...new Set(changes.filter(known).map((c) => c.entity))]

/**
 * The tables a page's transaction writes: the page's entities, the outbox and shadows, and `meta` only
 * when it moves the cursor, so applying a first download's staged pages (seconds of writes) never
 * holds up readers of the cursor and the identity.
 */
export function tablesToApply(db: VettedDb, changes: Change[], movesCursor: boolean) {
  const tables = [...entitiesOf(changes).map((e) => db.table(TABLE_OF[e])), db.outbox, db.shadows]
  return movesCursor ? [...tables, db.meta] : tables
}

export async function applyChanges(db: VettedDb, changes: Change[], cursor: string | null): Promise<AppliedChanges> {
  const entities = entitiesOf(changes)
  return db.transaction('rw', tablesToApply(db, changes, cursor !== null), async () => {
    const pendingByRow = groupPending(await db.outbox.toArray())
    const applied: AppliedChanges = new Map()
    for (const entity of entities) {
      const put: Row[] = []
      const deleted: number[] = []
      for (const c of changes) {
        if (c.entity !== entity) continue
        const key = rowKey(entity, c.id)
        const pending = pendingByRow.get(key)
        const serverRow = c.op === 'put' ? c.data : null
        if (pending) await keepServerRow(db, key, serverRow, c.version, pending)
        const local = pending ? rebase(serverRow, pending) : serverRow
        if (local) put.push(local)
        else deleted.push(c.id)
      }
      const table = tableOf(db, entity)
      if (put.length) await table.bulkPut(put)
      if (deleted.length) await table.bulkDelete(deleted)
      applied.set(entity, { put, deleted })
    }
    if (cursor !== null) await db.meta.put({ key: CURSOR_KEY, value: cursor })
    return applied
  })
}

/**
 * A row with queued edits keeps the server's row aside (the shadow, with its version, so a replayed
 * older answer never overwrites it); an edit parked as a conflict now compares against this newer row.
 */
async function keepServerRow(db: VettedDb, key: string, row: Row | null, version: number, pending: OutboxEntry[]): Promise<void> {
  await db.shadows.put({ key, row: row as Row, version })
  for (const e of pending) if (e.status === 'conflict') await db.outbox.update(e.seq, { serverRow: row ?? undefined })
}

function groupPending(entries: OutboxEntry[]): Map<string, OutboxEntry[]> {
  const map = new Map<string, OutboxEntry[]>()
  for (const e of entries) {
    const key = rowKey(e.entity, e.entityId)
    map.set(key, [...(map.get(key) ?? []), e])
  }
  return map
}

/**
 * The feed cursor the copy has reached, as the server made it (opaque), or FIRST_CURSOR with no copy.
 * A copy made before cursors carried the database epoch holds a number: sent as it is, it answers 410
 * and the copy is rebuilt (docs/sync.md).
 */
export async function readCursor(db: VettedDb): Promise<string> {
  const value = (await db.meta.get(CURSOR_KEY))?.value as string | number | undefined
  return value === undefined || value === 0 ? FIRST_CURSOR : String(value)
}
