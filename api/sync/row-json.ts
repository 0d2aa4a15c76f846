// The change feed sends thousands of rows per page. Building each row's JSON inside the database
// (api/db/dialect.ts, jsonObject) gives the same document as fromRow + JSON.stringify at a fraction of the cost: no
// JSON.parse of list columns only to serialize them again.
import type { Db } from '../db/connection'
import type { Engine } from '../db/db-handle'
import { jsonArrayValues, jsonBoolean, jsonObject, jsonValue } from '../db/dialect'
import type { TableDef } from '../db/table'

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`

/** The SQL expression producing a row's JSON exactly as fromRow would shape it. */
export function rowJsonExpression(engine: Engine, def: TableDef): string {
  const args = ["'id', id", "'version', version"]
  for (const [field, [column, kind]] of Object.entries(def.fields)) {
    if (def.hidden?.includes(field)) continue
    const value =
      kind === 'bool' ? jsonBoolean(engine, column)
      : kind === 'json' ? jsonValue(engine, `COALESCE(${column}, '[]')`)
      : column
    args.push(`${quote(field)}, ${value}`)
  }
  return jsonObject(engine, args)
}

export interface RowJson {
  id: number
  /** Only for tables with a `published` column; drafts are hidden from non-admins. */
  published: number | null
  json: string
}

const sqlCache = { sqlite: new WeakMap<TableDef, string>(), postgres: new WeakMap<TableDef, string>() }

/** The JSON of the rows with these ids (any order). */
export async function rowsAsJson(db: Db, def: TableDef, ids: number[]): Promise<RowJson[]> {
  let sql = sqlCache[db.engine].get(def)
  if (!sql) {
    const published = 'published' in def.fields ? 'published' : 'NULL'
    sql = `SELECT id, ${published} AS published, ${rowJsonExpression(db.engine, def)} AS json FROM ${def.table} WHERE id IN ${jsonArrayValues(db, 'integer')}`
    sqlCache[db.engine].set(def, sql)
  }
  return await db.all<RowJson>(sql, JSON.stringify(ids))
}
