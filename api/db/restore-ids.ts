// Ids stay never reused across a restore (api/db/ids.ts says why ids are never reused). A backup's
// id_high_water is the mark of the day it was taken: the rows created after it are gone with the
// replaced database, but a device may still hold a queued PATCH or DELETE of them. Were their ids
// handed out again, that call would change whichever new row took the id.
//
// So the restore reads, in the database it replaces, the highest id each table ever handed out (its
// mark, or its highest row when that is higher), and the restored database continues after the
// higher of that and its own. When the replaced database is missing (a restore onto a new machine)
// or cannot be read, nobody knows how far it went: every table's mark jumps by RESTORE_ID_GAP.
import Database from 'better-sqlite3'
import { existsSync } from 'node:fs'
import type { Db } from './db-handle'
import { TABLES_BY_ENTITY } from './tables'

/**
 * How far ids jump when the replaced database cannot be read: far more rows than any table gains
 * between two backups (a 10,000-vendor import is 1% of it), and far below the 2^53 a client's
 * JavaScript number holds exactly, even after thousands of restores.
 */
export const RESTORE_ID_GAP = 1_000_000

const SYNCED_TABLES = [...new Set(Object.values(TABLES_BY_ENTITY).map((def) => def.table))]

/** Per synced table, the highest id handed out in the database at `file`; null when it is missing or cannot be read. */
export function handedOutIds(file: string): Map<string, number> | null {
  if (!existsSync(file)) return null
  let db: Database.Database | undefined
  try {
    db = new Database(file, { fileMustExist: true })
    const marks = new Map(db.prepare('SELECT tbl, last_id FROM id_high_water').raw().all() as [string, number][])
    for (const table of SYNCED_TABLES) {
      marks.set(table, Math.max(marks.get(table) ?? 0, highestId(db, table)))
    }
    return marks
  } catch {
    return null // not a database, damaged, or from before id_high_water: the gap covers it
  } finally {
    db?.close()
  }
}

/**
 * Raises the id marks of the restored database `db` past every id the replaced one handed out
 * (`handedOut`), or by RESTORE_ID_GAP when that is unknown (null). Never lowers a mark.
 */
export async function continueIdsAfter(db: Db, handedOut: Map<string, number> | null): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of SYNCED_TABLES) {
      const mark = await tx.value<number>('SELECT last_id FROM id_high_water WHERE tbl = ?', table)
      const own = Math.max(mark ?? 0, (await tx.value<number>(`SELECT COALESCE(MAX(id), 0) FROM ${table}`))!)
      const next = handedOut ? Math.max(own, handedOut.get(table) ?? 0) : own + RESTORE_ID_GAP
      await tx.run('INSERT INTO id_high_water (tbl, last_id) VALUES (?, ?) ON CONFLICT (tbl) DO UPDATE SET last_id = excluded.last_id', table, next)
    }
  })
}

const highestId = (db: Database.Database, table: string) => db.prepare(`SELECT IFNULL(MAX(id), 0) FROM ${table}`).pluck().get() as number
