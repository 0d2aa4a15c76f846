// Opens the SQLite file with the settings every part of the server relies on.
import Database from 'better-sqlite3'
import { trackCommits } from './commit-notices'
import type { Db } from './db-handle'
import { createPrivateFile, makePrivate } from './private-files'
import { registerSqlFunctions } from './sql-functions'

export type { Db }

export function openDatabase(path: string): Db {
  if (path !== ':memory:') {
    // 0600 before SQLite writes a byte (it would create the file readable by all); its WAL and
    // shared-memory files take the database file's mode when SQLite creates them.
    createPrivateFile(path)
    makePrivate(`${path}-wal`, `${path}-shm`, `${path}-journal`)
  }
  const db = new Database(path)
  db.pragma('journal_mode = WAL') // readers never block the single writer
  // FULL: a write answered 2xx survives a power loss too (NORMAL in WAL mode may lose the last
  // commits, which a device was told had landed). The cost per write is in BENCHMARKS.md.
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  registerSqlFunctions(db)
  cacheStatements(db)
  trackCommits(db) // the live channel hears of each commit after it happened (api/db/commit-notices.ts)
  return db
}

/**
 * Compiling SQL costs more than running a point query, and the repos build their SQL per call; so
 * prepare() hands back one compiled statement per SQL text. Each use configures and runs it in the
 * same synchronous expression (nothing iterates), so resetting pluck mode on hand-out is enough.
 */
function cacheStatements(db: Db): void {
  const compile = db.prepare.bind(db)
  const cache = new Map<string, Database.Statement>()
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql)
    if (!statement) {
      statement = compile(sql)
      if (cache.size < 2000) cache.set(sql, statement)
    }
    if (statement.reader) statement.pluck(false)
    return statement
  }) as Db['prepare']
}
