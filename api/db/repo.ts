// Generic reads and versioned writes over a TableDef. Writes must run inside a transaction (the
// route's sendWrite opens it) so the row, its version and its change-log entry commit together.
import { entityDefinition } from '../../sync/entities'
import { audienceOf, noteChange } from './commit-notices'
import type { Db } from './connection'
import { reserveIds } from './ids'
import { encodeColumn, fromRow, toColumns, withDerived, type Entity, type Row, type TableDef } from './table'
import { teamOf, workspaceReadersOf } from './team-audience'
import { logChange, nextVersion, prepareLogChange, reserveVersions } from './versioning'

export function findById<T extends Entity>(db: Db, def: TableDef<T>, id: number): T | undefined {
  const row = db.prepare(`SELECT * FROM ${def.table} WHERE id = ?`).get(id) as Row | undefined
  return row && fromRow(def, row)
}

export function findWhere<T extends Entity>(db: Db, def: TableDef<T>, where: string, ...params: unknown[]): T[] {
  const rows = db.prepare(`SELECT * FROM ${def.table} WHERE ${where}`).all(...params) as Row[]
  return rows.map((r) => fromRow(def, r))
}

export function findByIds<T extends Entity>(db: Db, def: TableDef<T>, ids: number[]): T[] {
  if (ids.length === 0) return []
  const rows = db.prepare(`SELECT * FROM ${def.table} WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as Row[]
  return rows.map((r) => fromRow(def, r))
}

function ownerOf(def: TableDef, db: Db, id: number): number | null {
  if (!def.ownerColumn) return null
  return db.prepare(`SELECT ${def.ownerColumn} FROM ${def.table} WHERE id = ?`).pluck().get(id) as number | null
}

function boardOf(def: TableDef, db: Db, id: number): number | null {
  if (!def.boardColumn) return null
  return db.prepare(`SELECT ${def.boardColumn} FROM ${def.table} WHERE id = ?`).pluck().get(id) as number | null
}

function workspaceOf(def: TableDef, db: Db, id: number): number | null {
  if (!def.workspaceColumn) return null
  return db.prepare(`SELECT ${def.workspaceColumn} FROM ${def.table} WHERE id = ?`).pluck().get(id) as number | null
}

/**
 * Whether a row counts as published for the live pokes' audience: only blog posts and resources have
 * drafts; a missing row (just deleted, or not there yet) is no published row.
 */
function isPublished(db: Db, def: TableDef, id: number): boolean {
  if (!def.fields.published) return true
  return db.prepare(`SELECT published FROM ${def.table} WHERE id = ?`).pluck().get(id) === 1
}

/** Tells the live channel, once the transaction commits, who this change concerns (api/db/commit-notices.ts). */
function announce(db: Db, def: TableDef, version: number, ownerId: number | null, published: boolean, boardId: number | null = null, workspaceId: number | null = null): void {
  noteChange(db, version, audienceOf(def.entity, ownerId, published))
  if (boardId !== null) for (const userId of teamOf(db, boardId, entityDefinition(def.entity).blind)) noteChange(db, version, { to: 'owner', userId })
  if (workspaceId !== null) for (const userId of workspaceReadersOf(db, workspaceId)) noteChange(db, version, { to: 'owner', userId })
}

/** A new row with a never-used id (api/db/ids.ts), its version and its change-log entry. */
export function insertRow<T extends Entity>(db: Db, def: TableDef<T>, values: Record<string, unknown>): T {
  const version = nextVersion(db)
  const id = reserveIds(db, def)
  const cols = { id, ...toColumns(def, withDerived(def, values)), version }
  const names = Object.keys(cols)
  db.prepare(`INSERT INTO ${def.table} (${names.join(', ')}) VALUES (${names.map((n) => '@' + n).join(', ')})`).run(cols)
  const owner = ownerOf(def, db, id)
  const board = boardOf(def, db, id)
  const workspace = workspaceOf(def, db, id)
  logChange(db, def.entity, id, 'put', version, owner, board, workspace)
  announce(db, def, version, owner, isPublished(db, def, id), board, workspace)
  return findById(db, def, id)!
}

/**
 * Bulk insert for imports: the same rows, versions and change-log entries as insertRow one by one, but
 * with positional statements prepared once per set of present fields and the versions and ids reserved
 * in one step each, so 10,000 rows cost little more than SQLite's own work. Returns the new ids. Run in
 * a transaction.
 */
export function insertRows(db: Db, def: TableDef, rows: Record<string, unknown>[]): number[] {
  if (rows.length === 0) return []
  const firstVersion = reserveVersions(db, rows.length)
  const firstId = reserveIds(db, def, rows.length)
  const log = prepareLogChange(db)
  const fields = Object.keys(def.fields)
  const specs = Object.values(def.fields)
  const ownerField = fields.find((f) => def.fields[f][0] === def.ownerColumn)
  const boardField = fields.find((f) => def.fields[f][0] === def.boardColumn)
  const inserts = new Map<string, ReturnType<Db['prepare']>>()
  const ids: number[] = []
  for (let i = 0; i < rows.length; i++) {
    const values = withDerived(def, rows[i])
    const version = firstVersion + i
    const id = firstId + i
    let shape = '' // one character per field: which are present decides the statement
    const params: unknown[] = [id]
    for (let f = 0; f < fields.length; f++) {
      const value = values[fields[f]]
      shape += value === undefined ? '0' : '1'
      if (value !== undefined) params.push(encodeColumn(specs[f][1], value))
    }
    params.push(version)
    let insert = inserts.get(shape)
    if (!insert) {
      const columns = ['id', ...specs.filter((_, f) => shape[f] === '1').map(([column]) => column), 'version']
      insert = db.prepare(`INSERT INTO ${def.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      inserts.set(shape, insert)
    }
    insert.run(params)
    const owner = ownerField ? ((values[ownerField] as number | null | undefined) ?? null) : null
    // A board's own team column is its id.
    const board = !def.boardColumn ? null : boardField ? ((values[boardField] as number | undefined) ?? null) : id
    log(def.entity, id, 'put', version, owner, board)
    announce(db, def, version, owner, values.published !== false, board)
    ids.push(id)
  }
  return ids
}

/** Applies the given fields (absent ones untouched) and stamps a new version, even with no fields. */
export function updateRow<T extends Entity>(db: Db, def: TableDef<T>, id: number, values: Record<string, unknown>): T {
  const publishedBefore = isPublished(db, def, id)
  const version = nextVersion(db)
  const cols = { ...toColumns(def, withDerived(def, values)), version }
  const sets = Object.keys(cols).map((n) => `${n} = @${n}`)
  db.prepare(`UPDATE ${def.table} SET ${sets.join(', ')} WHERE id = @id`).run({ ...cols, id })
  const owner = ownerOf(def, db, id)
  const board = boardOf(def, db, id)
  const workspace = workspaceOf(def, db, id)
  logChange(db, def.entity, id, 'put', version, owner, board, workspace)
  announce(db, def, version, owner, publishedBefore || isPublished(db, def, id), board, workspace)
  return findById(db, def, id)!
}

/**
 * Adds one to a counter column (a post's views, a resource's downloads) and returns the new count, or
 * undefined when the row is gone. Deliberately not a versioned write: a counter is not a user's edit.
 * Bumping the version would make an admin's next PATCH with the If-Match they read a moment ago answer
 * 412, and logging a change would send the whole row to every device for every view. REST reads show
 * the live count; synced copies pick it up with the row's next real edit.
 */
export function incrementCounter(db: Db, def: TableDef, id: number, field: string): number | undefined {
  const column = def.fields[field][0]
  const sql = `UPDATE ${def.table} SET ${column} = ${column} + 1 WHERE id = ? RETURNING ${column}`
  return db.prepare(sql).pluck().get(id) as number | undefined
}

export function deleteRow(db: Db, def: TableDef, id: number): void {
  const owner = ownerOf(def, db, id)
  const board = boardOf(def, db, id)
  const workspace = workspaceOf(def, db, id)
  const published = isPublished(db, def, id)
  const version = nextVersion(db)
  // Announced before the delete, so a board's own deletion still pokes its team.
  announce(db, def, version, owner, published, board, workspace)
  db.prepare(`DELETE FROM ${def.table} WHERE id = ?`).run(id)
  logChange(db, def.entity, id, 'delete', version, owner, board, workspace)
}

/** Deletes every row matching `where`, each with its own tombstone (children of a deleted parent). */
export function deleteWhere(db: Db, def: TableDef, where: string, ...params: unknown[]): number {
  const ids = db.prepare(`SELECT id FROM ${def.table} WHERE ${where}`).pluck().all(...params) as number[]
  for (const id of ids) deleteRow(db, def, id)
  return ids.length
}

/** True when a row other than `exceptId` already uses this slug (slugs are unique, case-insensitive). */
export function slugTaken(db: Db, table: string, slug: string, exceptId?: number): boolean {
  return db.prepare(`SELECT 1 FROM ${table} WHERE slug = ? AND id IS NOT ?`).get(slug, exceptId ?? null) !== undefined
}
