// Functions of this app that SQL may call. Registered on every connection before migrating, since a
// migration may fill a column with them; each is deterministic, so SQLite may also use it in an index.
import type Database from 'better-sqlite3'
import { listNameKey } from '../../sync/rules/list-order'

export function registerSqlFunctions(db: Database.Database): void {
  // The list order's name key (sync/rules/list-order.ts): migrations fill the hidden name_key columns with it.
  db.function('list_name_key', { deterministic: true }, (name: unknown) => (typeof name === 'string' ? listNameKey(name) : null))
}
