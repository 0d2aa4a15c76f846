// Functions of this app that SQL may call. Registered on every connection before migrating, since a
// migration may fill a column with them; each is deterministic, so SQLite may also use it in an index.
import type Database from 'better-sqlite3'
import { listNameKey } from '../../sync/rules/list-order'

export function registerSqlFunctions(db: Database.Database): void {
  // The list order's name key (sync/rules/list-order.ts): migrations fill the hidden name_key columns with it.
  // PostgreSQL's GREATEST and LEAST, so one SQL text runs on both engines: the largest or smallest of
  // the arguments, NULLs left out (NULL only when every argument is), unlike SQLite's MAX(a, b).
  db.function('greatest', { deterministic: true, varargs: true }, (...values: unknown[]) => extreme(values, 1))
  db.function('least', { deterministic: true, varargs: true }, (...values: unknown[]) => extreme(values, -1))
  db.function('list_name_key', { deterministic: true }, (name: unknown) => (typeof name === 'string' ? listNameKey(name) : null))
}

type SqlValue = number | bigint | string | Buffer | null

function extreme(values: unknown[], sign: 1 | -1): SqlValue {
  let best: SqlValue = null
  for (const value of values as SqlValue[]) {
    if (value === null) continue
    if (best === null || (sign === 1 ? value > best : value < best)) best = value
  }
  return best
}
