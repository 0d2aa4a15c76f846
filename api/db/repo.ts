// Generic reads and versioned writes over a TableDef. Writes must run inside a transaction (the
// route's sendWrite opens it) so the row, its version and its change-log entry commit together.
import { entityDefinition } from '../../sync/entities'
import { uniqueSlug } from '../../sync/rules/slugify'
import { audienceOf, noteChange } from './commit-notices'
import type { Db } from './connection'
import { jsonArrayValues } from './dialect'
import { reserveIds } from './ids'
import { encodeColumn, fromRow, toColumns, withDerived, type Entity, type Row, type TableDef } from './table'
import { teamOf, workspaceReadersOf } from './team-audience'
import { logChange, nextVersion, reserveVersions } from './versioning'

export async function findById<T extends Entity>(db: Db, def: TableDef<T>, id: number): Promise<T | undefined> {
  const row = await db.get<Row>(`SELECT * FROM ${def.table} WHERE id = ?`, id)
  return row && fromRow(def, row)
}

export async function findWhere<T extends Entity>(db: Db, def: TableDef<T>, where: string, ...params: unknown[]): Promise<T[]> {
  const rows = await db.all<Row>(`SELECT * FROM ${def.table} WHERE ${where}`, ...params)
  return rows.map((r) => fromRow(def, r))
}

export async function findByIds<T extends Entity>(db: Db, def: TableDef<T>, ids: number[]): Promise<T[]> {
  if (ids.length === 0) return []
  const rows = await db.all<Row>(`SELECT * FROM ${def.table} WHERE id IN ${jsonArrayValues(db, 'integer')}`, JSON.stringify(ids))
  return rows.map((r) => fromRow(def, r))
}

async function ownerOf(def: TableDef, db: Db, id: number): Promise<number | null> {
  if (!def.ownerColumn) return null
  return (await db.value<number>(`SELECT ${def.ownerColumn} FROM ${def.table} WHERE id = ?`, id)) ?? null
}

async function boardOf(def: TableDef, db: Db, id: number): Promise<number | null> {
  if (!def.boardColumn) return null
  return (await db.value<number>(`SELECT ${def.boardColumn} FROM ${def.table} WHERE id = ?`, id)) ?? null
}

async function workspaceOf(def: TableDef, db: Db, id: number): Promise<number | null> {
  if (!def.workspaceColumn) return null
  return (await db.value<number>(`SELECT ${def.workspaceColumn} FROM ${def.table} WHERE id = ?`, id)) ?? null
}

/**
 * Whether a row counts as published for the live pokes' audience: only blog posts and resources have
 * drafts; a missing row (just deleted, or not there yet) is no published row.
 */
async function isPublished(db: Db, def: TableDef, id: number): Promise<boolean> {
  if (!def.fields.published) return true
  return await db.value(`SELECT published FROM ${def.table} WHERE id = ?`, id) === 1
}

/** Tells the live channel, once the transaction commits, who this change concerns (api/db/commit-notices.ts). */
async function announce(db: Db, def: TableDef, version: number, ownerId: number | null, published: boolean, boardId: number | null = null, workspaceId: number | null = null): Promise<void> {
  noteChange(db, version, audienceOf(def.entity, ownerId, published))
  if (boardId !== null) for (const userId of await teamOf(db, boardId, entityDefinition(def.entity).blind)) noteChange(db, version, { to: 'owner', userId })
  if (workspaceId !== null) for (const userId of await workspaceReadersOf(db, workspaceId)) noteChange(db, version, { to: 'owner', userId })
}

/** A new row with a never-used id (api/db/ids.ts), its version and its change-log entry. */
export async function insertRow<T extends Entity>(db: Db, def: TableDef<T>, values: Record<string, unknown>): Promise<T> {
  const version = await nextVersion(db)
  const id = await reserveIds(db, def)
  const cols = { id, ...toColumns(def, withDerived(def, values)), version }
  const names = Object.keys(cols)
  await db.run(`INSERT INTO ${def.table} (${names.join(', ')}) VALUES (${names.map((n) => '@' + n).join(', ')})`, cols)
  const owner = await ownerOf(def, db, id)
  const board = await boardOf(def, db, id)
  const workspace = await workspaceOf(def, db, id)
  await logChange(db, def.entity, id, 'put', version, owner, board, workspace)
  await announce(db, def, version, owner, await isPublished(db, def, id), board, workspace)
  return (await findById(db, def, id))!
}

/**
 * Bulk insert for imports: the same rows, versions and change-log entries as insertRow one by one, but
 * with positional statements prepared once per set of present fields and the versions and ids reserved
 * in one step each, so 10,000 rows cost little more than SQLite's own work. Returns the new ids. Run in
 * a transaction.
 */
export async function insertRows(db: Db, def: TableDef, rows: Record<string, unknown>[]): Promise<number[]> {
  if (rows.length === 0) return []
  const firstVersion = await reserveVersions(db, rows.length)
  const firstId = await reserveIds(db, def, rows.length)
  const fields = Object.keys(def.fields)
  const specs = Object.values(def.fields)
  const ownerField = fields.find((f) => def.fields[f][0] === def.ownerColumn)
  const boardField = fields.find((f) => def.fields[f][0] === def.boardColumn)
  const inserts = new Map<string, string>()
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
      insert = `INSERT INTO ${def.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`
      inserts.set(shape, insert)
    }
    await db.run(insert, ...params)
    const owner = ownerField ? ((values[ownerField] as number | null | undefined) ?? null) : null
    // A board's own team column is its id.
    const board = !def.boardColumn ? null : boardField ? ((values[boardField] as number | undefined) ?? null) : id
    await logChange(db, def.entity, id, 'put', version, owner, board)
    await announce(db, def, version, owner, values.published !== false, board)
    ids.push(id)
  }
  return ids
}

/** Applies the given fields (absent ones untouched) and stamps a new version, even with no fields. */
export async function updateRow<T extends Entity>(db: Db, def: TableDef<T>, id: number, values: Record<string, unknown>): Promise<T> {
  const publishedBefore = await isPublished(db, def, id)
  const version = await nextVersion(db)
  const cols = { ...toColumns(def, withDerived(def, values)), version }
  const sets = Object.keys(cols).map((n) => `${n} = @${n}`)
  await db.run(`UPDATE ${def.table} SET ${sets.join(', ')} WHERE id = @id`, { ...cols, id })
  const owner = await ownerOf(def, db, id)
  const board = await boardOf(def, db, id)
  const workspace = await workspaceOf(def, db, id)
  await logChange(db, def.entity, id, 'put', version, owner, board, workspace)
  await announce(db, def, version, owner, publishedBefore || await isPublished(db, def, id), board, workspace)
  return (await findById(db, def, id))!
}

/**
 * Adds one to a counter column (a post's views, a resource's downloads) and returns the new count, or
 * undefined when the row is gone. Deliberately not a versioned write: a counter is not a user's edit.
 * Bumping the version would make an admin's next PATCH with the If-Match they read a moment ago answer
 * 412, and logging a change would send the whole row to every device for every view. REST reads show
 * the live count; synced copies pick it up with the row's next real edit.
 */
export async function incrementCounter(db: Db, def: TableDef, id: number, field: string): Promise<number | undefined> {
  const column = def.fields[field][0]
  const sql = `UPDATE ${def.table} SET ${column} = ${column} + 1 WHERE id = ? RETURNING ${column}`
  return await db.value<number>(sql, id)
}

export async function deleteRow(db: Db, def: TableDef, id: number): Promise<void> {
  const owner = await ownerOf(def, db, id)
  const board = await boardOf(def, db, id)
  const workspace = await workspaceOf(def, db, id)
  const published = await isPublished(db, def, id)
  const version = await nextVersion(db)
  // Announced before the delete, so a board's own deletion still pokes its team.
  await announce(db, def, version, owner, published, board, workspace)
  await db.run(`DELETE FROM ${def.table} WHERE id = ?`, id)
  await logChange(db, def.entity, id, 'delete', version, owner, board, workspace)
}

/** Deletes every row matching `where`, each with its own tombstone (children of a deleted parent). */
export async function deleteWhere(db: Db, def: TableDef, where: string, ...params: unknown[]): Promise<number> {
  const ids = await db.values<number>(`SELECT id FROM ${def.table} WHERE ${where}`, ...params)
  for (const id of ids) await deleteRow(db, def, id)
  return ids.length
}

/**
 * What `takenBy` says of the slugs uniqueSlug may pick for `base` in `table` (base, base-2, base-3 ...,
 * or the fallback's when base is empty), read in one query: those used by a row other than `exceptId`.
 * Slugs are unique case-insensitively.
 */
export async function takenSlugs(db: Db, table: string, base: string, fallback: string, exceptId?: number): Promise<(slug: string) => boolean> {
  const root = base || fallback
  const used = await db.values<string>(`SELECT lower(slug) FROM ${table} WHERE (slug = ? OR slug LIKE ?) AND id IS DISTINCT FROM ?`, root, `${root}-%`, exceptId ?? null)
  const taken = new Set(used)
  return (slug) => taken.has(slug.toLowerCase())
}

/** The first free slug of base, base-2, base-3 ... in `table` for row `exceptId` (uniqueSlug's rule). */
export async function freeSlug(db: Db, table: string, base: string, fallback: string, exceptId?: number): Promise<string> {
  return uniqueSlug(base, await takenSlugs(db, table, base, fallback, exceptId), fallback)
}
