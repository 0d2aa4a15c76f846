// Backups and restores of the SQLite file (README, "Operating"). A backup uses SQLite's online backup
// API, so the server keeps answering while it runs; a restore replaces the file while the server is
// stopped and gives the database a new epoch, so every device's cursor answers 410 and its copy is
// rebuilt instead of missing the changes that went back in time (docs/sync.md), and its ids continue
// after every id the replaced database handed out (api/db/restore-ids.ts).
import Database from 'better-sqlite3'
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs'
import type { Db } from './connection'
import { SqliteDb, sqliteOf } from './sqlite-db'
import { renewEpoch } from './epoch'
import { migrate } from './migrate'
import { createPrivateFile, makePrivate } from './private-files'
import { continueIdsAfter, handedOutIds } from './restore-ids'

/** Something the operator must fix; the commands print the message alone. */
export class BackupError extends Error {}

/**
 * Copies the database into `file` (replaced if it exists). The copy is one consistent snapshot: it is
 * taken in one step, under one read transaction, so no write (in this process or another) can make it
 * start over. It is written beside `file` and renamed, so `file` is never a half-written copy. The copy
 * is 0600 from its first byte, in a folder created 0700 if missing (api/db/private-files.ts).
 */
export async function backupDatabase(db: Db, file: string): Promise<void> {
  const partial = `${file}.partial`
  rmSync(partial, { force: true })
  try {
    createPrivateFile(partial)
  } catch (err) {
    throw new BackupError(`Cannot write the backup ${file}: ${(err as Error).message}`)
  }
  try {
    await sqliteOf(db).backup(partial, { progress: () => 0x7fffffff })
  } catch (err) {
    rmSync(partial, { force: true })
    throw err instanceof TypeError ? new BackupError(`Cannot write the backup ${file}: ${err.message}`) : err
  }
  renameSync(partial, file)
}

/** Refuses a file that is not a readable, intact Vetted database, with a message saying why. */
export function checkVettedDatabase(file: string): void {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`)
  let db: Database.Database | undefined
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
    const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[])
    if (!tables.has('schema_migrations') || !tables.has('sync_state') || !tables.has('vendors')) {
      throw new BackupError(`${file} is a SQLite database but not a Vetted one (no schema_migrations, sync_state or vendors table)`)
    }
    const integrity = db.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') throw new BackupError(`${file} is damaged (integrity_check: ${String(integrity)})`)
  } catch (err) {
    if (err instanceof BackupError) throw err
    throw new BackupError(`${file} is not a Vetted database: ${(err as Error).message}`)
  } finally {
    db?.close()
  }
}

/** Throws when another process (a running server) has the database open. A file that is no database is not in use. */
export function ensureNotInUse(databasePath: string): void {
  if (!existsSync(databasePath)) return
  const db = new Database(databasePath, { timeout: 200 })
  try {
    db.pragma('locking_mode = EXCLUSIVE')
    db.exec('BEGIN EXCLUSIVE; COMMIT')
  } catch (err) {
    const unreadable = ['SQLITE_NOTADB', 'SQLITE_CORRUPT'].includes((err as { code?: string }).code ?? '')
    if (!unreadable) throw new BackupError(`${databasePath} is in use: stop the server before restoring`)
  } finally {
    db.close()
  }
}

const SIDE_FILES = ['-wal', '-shm', '-journal']

/**
 * Puts the backup `file` in place of the database at `databasePath` (the server stopped). The database
 * it replaces is kept beside it as `<name>.replaced-<time>`. Returns where that went, the new epoch, and
 * whether ids jumped by RESTORE_ID_GAP (the replaced database missing or unreadable).
 */
export async function restoreDatabase(file: string, databasePath: string): Promise<{ replaced: string | null; epoch: string; idGap: boolean }> {
  checkVettedDatabase(file)
  ensureNotInUse(databasePath)
  const handedOut = handedOutIds(databasePath)
  const incoming = `${databasePath}.restoring`
  for (const suffix of ['', ...SIDE_FILES]) rmSync(incoming + suffix, { force: true })
  copyFileSync(file, incoming)
  makePrivate(incoming) // a copy takes its source's mode
  const db = new SqliteDb(new Database(incoming))
  let epoch: string
  try {
    await migrate(db) // a backup from an older build gets this build's schema, as a start would give it
    await continueIdsAfter(db, handedOut)
    epoch = await renewEpoch(db)
    db.sqlite.pragma('journal_mode = WAL')
  } finally {
    await db.close() // a clean close folds the WAL into the file
  }
  let replaced: string | null = null
  if (existsSync(databasePath)) {
    replaced = `${databasePath}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`
    // The WAL of a server that was killed holds committed writes of the replaced file: it goes with it,
    // and must never be read as the restored file's.
    for (const suffix of ['', ...SIDE_FILES]) {
      if (!existsSync(databasePath + suffix)) continue
      renameSync(databasePath + suffix, replaced + suffix)
      makePrivate(replaced + suffix)
    }
  }
  renameSync(incoming, databasePath)
  return { replaced, epoch, idGap: handedOut === null }
}
