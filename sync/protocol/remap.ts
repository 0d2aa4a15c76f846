// Temporary ids (docs/sync.md, "Outbox"): a row created offline gets a negative id; when the create lands,
// every reference to it is rewritten to the server's id — foreign keys in other rows, and the ids and
// arguments of later outbox entries. These are the pure rules; web/sync applies them to Dexie.
import { referencesOf, SYNC_ENTITIES, type SyncEntity } from '../entities'

type Row = Record<string, unknown>

/** Entities that may hold a reference to `target`. */
export function referencingEntities(target: SyncEntity): SyncEntity[] {
  return SYNC_ENTITIES.filter((e) =>
    referencesOf(e).some((r) => r.to === target || ((r.to === 'byItemType' || r.to === 'byType') && (target === 'vendor' || target === 'product'))),
  )
}

/** `row` (of `entity`) with references to target#from rewritten to target#to; the same object when untouched. */
export function remapReferences(entity: SyncEntity, row: Row, target: SyncEntity, from: number, to: number): Row {
  let out = row
  const set = (field: string, value: unknown) => {
    if (out === row) out = { ...row }
    out[field] = value
  }
  for (const ref of referencesOf(entity)) {
    const value = row[ref.field]
    if (ref.to === target && value === from) set(ref.field, to)
    else if (ref.to === 'byItemType' && row.itemType === target && value === from) set(ref.field, to)
    else if (ref.to === 'byType' && row.type === target && Array.isArray(value)) {
      const mapped = (value as unknown[]).map((item) =>
        item === from ? to : typeof item === 'object' && item && (item as Row).itemId === from ? { ...(item as Row), itemId: to } : item,
      )
      if (mapped.some((m, i) => m !== value[i])) set(ref.field, mapped)
    }
  }
  return out
}

/**
 * A later mutation with target#from replaced by `to`: its own row id and its arguments' references
 * (shaped like its row). An outbox entry on the device, a mutation of a batch on the server.
 */
export function remapEntry<M extends { entity: SyncEntity; entityId: number; args: Row }>(entry: M, target: SyncEntity, from: number, to: number): M {
  let out = entry
  if (entry.entity === target && entry.entityId === from) out = { ...out, entityId: to }
  const args = remapReferences(entry.entity, entry.args, target, from, to)
  if (args !== entry.args) out = { ...out, args }
  return out
}

/** True when `row` (of `entity`) points at target#id: a row that cannot exist once that target is refused. */
export function referencesRow(entity: SyncEntity, row: Row, target: SyncEntity, id: number): boolean {
  return remapReferences(entity, row, target, id, Number.NaN) !== row
}
