// Opens the database: a PostgreSQL server when given its URL (postgres://user:password@host/database),
// else the SQLite file at that path, with the settings every part of the server relies on.
import Database from 'better-sqlite3'
import type { Db, OpenDb, Tx } from './db-handle'
import { PostgresDb } from './postgres-db'
import { createPrivateFile, makePrivate } from './private-files'
import { registerSqlFunctions } from './sql-functions'
import { SqliteDb } from './sqlite-db'

export type { Db, OpenDb, Tx }

/** True when `location` names a PostgreSQL server rather than a SQLite file. */
export function isDatabaseUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location)
}

export function openDatabase(location: string): OpenDb {
  return isDatabaseUrl(location) ? PostgresDb.connect(location) : openSqliteFile(location)
}

export function openSqliteFile(path: string): SqliteDb {
  if (path !== ':memory:') {
    // 0600 before SQLite writes a byte (it would create the file readable by all); its WAL and
    // shared-memory files take the database file's mode when SQLite creates them.
    createPrivateFile(path)
    makePrivate(`${path}-wal`, `${path}-shm`, `${path}-journal`)
  }
  const sqlite = new Database(path)
  sqlite.pragma('journal_mode = WAL') // readers never block the single writer
  // FULL: a write answered 2xx survives a power loss too (NORMAL in WAL mode may lose the last
  // commits, which a device was told had landed). The cost per write is in BENCHMARKS.md.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  registerSqlFunctions(sqlite)
  return new SqliteDb(sqlite)
}
