// Maps between snake_case SQLite rows and the spec's camelCase entities, one definition per table.
// Every repo goes through this edge, so column names never leak past it.
import type { SyncEntity } from '../../sync/protocol/changes'

export type ColumnKind = 'text' | 'int' | 'real' | 'bool' | 'json'
export type Row = Record<string, unknown>
export type Entity = Record<string, unknown> & { id: number; version: number }

export interface TableDef {
  table: string
  entity: SyncEntity
  /** field name -> [column, kind]; `id` and `version` are implicit. */
  fields: Record<string, readonly [string, ColumnKind]>
  /** Column holding the owning user's id, for per-user tables. */
  ownerColumn?: string
  /** Fields never sent to clients (password hashes). */
  hidden?: readonly string[]
}

export function defineTable(def: TableDef): TableDef {
  return def
}

export function fromRow(def: TableDef, row: Row): Entity {
  const out: Record<string, unknown> = { id: row.id, version: row.version }
  for (const [field, [column, kind]] of Object.entries(def.fields)) {
    if (def.hidden?.includes(field)) continue
    const v = row[column]
    out[field] = v === null || v === undefined ? (kind === 'json' ? [] : kind === 'bool' ? false : null) : decode(kind, v)
  }
  return out as Entity
}

function decode(kind: ColumnKind, v: unknown): unknown {
  switch (kind) {
    case 'bool':
      return v === 1 || v === true
    case 'json':
      return JSON.parse(v as string)
    default:
      return v
  }
}

/** Column values for the fields present in `values` (absent fields are left out, not nulled). */
export function toColumns(def: TableDef, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [field, [column, kind]] of Object.entries(def.fields)) {
    if (!(field in values) || values[field] === undefined) continue
    out[column] = encodeColumn(kind, values[field])
  }
  return out
}

/** A field value as SQLite stores it: booleans as 0/1, lists and objects as JSON text. */
export function encodeColumn(kind: ColumnKind, v: unknown): unknown {
  return v === null ? null : kind === 'bool' ? (v ? 1 : 0) : kind === 'json' ? JSON.stringify(v) : v
}
