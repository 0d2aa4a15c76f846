// Copies a SQLite database, row for row, into a new PostgreSQL database: how an operator moves a
// Vetted that outgrew one process onto PostgreSQL (README, "Operating"). Both are migrated to the
// same level first. Ids, feed versions, sessions and the database epoch are copied as they are, so
// devices and signed-in people carry on as if nothing moved; new ids continue past the copied ones.
import type { Db } from './connection'
import { schemaQuery } from './dialect'
import { migrate } from './migrate'
import type { PostgresDb } from './postgres-db'
import type { SqliteDb } from './sqlite-db'

export class CopyRefused extends Error {}

/** The migrations' own bookkeeping: each side keeps its own (the same names once both are migrated). */
const BOOKKEEPING = 'schema_migrations'
/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000

export interface CopyCounts {
  tables: number
  rows: number
}

/**
 * Copies every row of `source` into `target`, in one transaction: a failure leaves `target` as it was.
 * `target` must hold nothing anyone wrote: no tables yet, or migrated with no account and no change
 * (a server that started on it already made its administrator, and a copy would overwrite them).
 */
export async function copyToPostgres(source: SqliteDb, target: PostgresDb): Promise<CopyCounts> {
  await migrate(source)
  const tablesBefore = new Set(await target.values<string>(schemaQuery(target, 'tables')))
  if (tablesBefore.has('users') && (await target.value('SELECT 1 FROM users LIMIT 1') || await target.value('SELECT 1 FROM change_log LIMIT 1'))) {
    throw new CopyRefused('the PostgreSQL database already holds accounts or changes: copy only into a new database')
  }
  await migrate(target)
  const tables = tablesParentsFirst(source)
  const targetTables = new Set(await target.values<string>(schemaQuery(target, 'tables')))
  const missing = tables.filter((t) => !targetTables.has(t))
  if (missing.length) throw new CopyRefused(`the PostgreSQL database has no table ${missing.join(', ')}`)
  let rows = 0
  await target.transaction(async (tx) => {
    // Migrations insert rows of their own (the version row, reference data): the copy replaces them.
    await tx.exec(`TRUNCATE ${tables.map(quoted).join(', ')}`)
    for (const table of tables) rows += await copyTable(source, tx, table)
    await continueIds(tx, tables)
  })
  return { tables: tables.length, rows }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The source's tables, each after every table its foreign keys point to. */
function tablesParentsFirst(source: SqliteDb): string[] {
  const names = (source.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[])
    .filter((name) => name !== BOOKKEEPING)
  const parents = new Map(names.map((name) => [name, (source.sqlite.prepare('SELECT DISTINCT "table" FROM pragma_foreign_key_list(?)').pluck().all(name) as string[]).filter((p) => p !== name)]))
  const ordered: string[] = []
  const visiting = new Set<string>()
  const visit = (name: string) => {
    if (ordered.includes(name)) return
    if (visiting.has(name)) throw new CopyRefused(`the tables' foreign keys form a cycle through ${name}`)
    visiting.add(name)
    for (const parent of parents.get(name) ?? []) visit(parent)
    visiting.delete(name)
    ordered.push(name)
  }
  for (const name of names) visit(name)
  return ordered
}

/** Copies one table in statements of as many rows as the parameter limit allows; returns its row count. */
async function copyTable(source: SqliteDb, tx: Db, table: string): Promise<number> {
  const info = source.sqlite.prepare('SELECT name, pk FROM pragma_table_info(?)').all(table) as { name: string; pk: number }[]
  const columns = info.map((c) => c.name)
  // Rows in the order they were written (a row that points to another of its own table comes after
  // it); a table without rowids in its key's order.
  const key = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => quoted(c.name))
  const withoutRowid = source.sqlite.prepare("SELECT 1 FROM sqlite_master WHERE name = ? AND sql LIKE '%WITHOUT ROWID%'").pluck().get(table)
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length))
  const row = `(${columns.map(() => '?').join(', ')})`
  const insert = (count: number) => `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(', ')}) VALUES ${Array(count).fill(row).join(', ')}`
  const read = source.sqlite.prepare(`SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(table)} ORDER BY ${withoutRowid ? key.join(', ') : 'rowid'}`).raw()
  let batch: unknown[] = []
  let count = 0
  for (const values of read.iterate() as Iterable<unknown[]>) {
    batch.push(...values)
    count++
    if (batch.length === perStatement * columns.length) {
      await tx.run(insert(perStatement), ...batch)
      batch = []
    }
  }
  if (batch.length) await tx.run(insert(batch.length / columns.length), ...batch)
  return count
}

/** Moves each generated id past the largest one copied, so the next row never takes a copied row's id. */
async function continueIds(tx: Db, tables: string[]): Promise<void> {
  const identities = await tx.all<{ table: string; column: string }>(
    "SELECT table_name AS \"table\", column_name AS \"column\" FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'",
  )
  for (const { table, column } of identities.filter((c) => tables.includes(c.table))) {
    const max = await tx.value<number>(`SELECT max(${quoted(column)}) FROM ${quoted(table)}`)
    if (max !== null && max !== undefined) await tx.get(`SELECT setval(pg_get_serial_sequence(?, ?), ?)`, quoted(table), column, max)
  }
}
