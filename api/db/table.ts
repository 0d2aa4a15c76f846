// Maps between snake_case SQLite rows and the API's camelCase entities, one definition per table.
// Every repo goes through this edge, so column names never leak past it. A table's fields are the
// keys of its zod row schema (sync/schemas), the one field list per entity: the schema says what the
// API and the change feed send, and the table stores exactly that (tests/api/table-schemas.test.ts
// holds the migrations to it).
import { z } from 'zod'
import type { EntityDefinition, SyncEntity } from '../../sync/entities'
import { listNameKey } from '../../sync/rules/list-order'

/** How a value is stored: booleans as 0/1, lists and objects as JSON text, the rest as they are. */
export type ColumnKind = 'value' | 'bool' | 'json'
export type Row = Record<string, unknown>
/** Any stored row, as the generic code (the change feed, paging) sees it. */
export type Entity = Record<string, unknown> & { id: number; version: number }

export interface TableDef<T extends Entity = Entity> {
  table: string
  entity: SyncEntity
  /** field name -> [column, kind]; `id` and `version` are implicit. */
  fields: Record<string, readonly [string, ColumnKind]>
  /** Column holding the owning user's id, for per-user tables. */
  ownerColumn?: string
  /** Column holding the id of the board whose team sees the row (audience 'members'). */
  boardColumn?: string
  /** Column holding the id of the company workspace whose members see the row (audience 'workspace'). */
  workspaceColumn?: string
  /** Fields never sent to clients (password hashes, derived keys). */
  hidden?: readonly string[]
  /** Hidden fields the repo computes from another field on every write that sets it (withDerived). */
  derived?: Record<string, DerivedField>
  /** Never set: carries the row type `fromRow` gives, so the repos return the schema's type. */
  readonly rowType?: T
}

/** A hidden field kept equal to `compute(row[from])`, such as a name's sort key. */
export interface DerivedField {
  from: string
  compute: (value: unknown) => unknown
}

type RowSchema = z.ZodObject<{ id: z.ZodNumber; version: z.ZodNumber }>

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())

/**
 * The table of an entity (sync/entities) from its row schema: every schema field but id, version and
 * the joined ones is a column named in snake_case; hidden columns are added; the owner column is the
 * owner field's.
 */
export function defineTable<S extends RowSchema>(entity: EntityDefinition<SyncEntity>, schema: S): TableDef<z.infer<S>> {
  const fields: TableDef['fields'] = {}
  for (const [field, type] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (field === 'id' || field === 'version' || entity.joined?.includes(field)) continue
    fields[field] = [snake(field), kindOf(type)]
  }
  // A table in the catalogue lists' order keeps its name's key beside the name (sync/rules/list-order.ts).
  const derived: Record<string, DerivedField> | undefined = entity.listOrder ? { nameKey: { from: 'name', compute: (name) => listNameKey(String(name)) } } : undefined
  const hiddenKinds: Record<string, ColumnKind> = { ...entity.hidden }
  for (const field of Object.keys(derived ?? {})) hiddenKinds[field] = 'value'
  for (const [field, kind] of Object.entries(hiddenKinds)) fields[field] = [snake(field), kind]
  const hidden = Object.keys(hiddenKinds)
  const ownerColumn = entity.ownerField && snake(entity.ownerField)
  const boardColumn = entity.boardField && snake(entity.boardField)
  const workspaceColumn = entity.workspaceField && snake(entity.workspaceField)
  return {
    table: entity.table, entity: entity.name, fields,
    ...(ownerColumn && { ownerColumn }),
    ...(boardColumn && { boardColumn }),
    ...(workspaceColumn && { workspaceColumn }),
    ...(hidden.length > 0 && { hidden }),
    ...(derived && { derived }),
  }
}

/**
 * The values of a write with its derived fields filled in from the fields they follow (only those the
 * write sets: an update that leaves the name alone leaves its key alone). The same object when the
 * table derives nothing, so bulk imports of other tables pay nothing.
 */
export function withDerived(def: TableDef, values: Record<string, unknown>): Record<string, unknown> {
  if (!def.derived) return values
  const out = { ...values }
  for (const [field, { from, compute }] of Object.entries(def.derived)) {
    if (values[from] !== undefined) out[field] = compute(values[from])
  }
  return out
}

/** The storage of a schema field, by its type once optional and nullable are unwrapped. */
function kindOf(type: z.ZodType): ColumnKind {
  let inner = type
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType
  if (inner instanceof z.ZodBoolean) return 'bool'
  if (inner instanceof z.ZodArray || inner instanceof z.ZodRecord || inner instanceof z.ZodObject) return 'json'
  return 'value'
}

export function fromRow<T extends Entity>(def: TableDef<T>, row: Row): T {
  const out: Record<string, unknown> = { id: row.id, version: row.version }
  for (const [field, [column, kind]] of Object.entries(def.fields)) {
    if (def.hidden?.includes(field)) continue
    const v = row[column]
    out[field] = v === null || v === undefined ? (kind === 'json' ? [] : kind === 'bool' ? false : null) : decode(kind, v)
  }
  return out as T
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
