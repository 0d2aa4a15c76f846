// Ids of synced rows are never reused. A device that was offline may still hold a queued PATCH or
// DELETE for /vendors/41; with SQLite's plain INTEGER PRIMARY KEY a new row would take id 41 again
// once the highest row 41 was deleted, and that stale call would change a different row.
//
// How: insertRow and insertRows (api/db/repo.ts) give every row an explicit id taken from
// id_high_water (api/db/migrations/003_id_high_water.sql), in the write's own transaction, instead of
// SQLite's rowid choice. Chosen over rebuilding every table with AUTOINCREMENT: that needs a copy of
// each of the 15 tables with foreign_keys switched off outside the migration's transaction (dropping
// a parent table with it on would cascade-delete the children), while this is one small table and
// one statement per insert (one per bulk import). Every synced insert already goes through the repo
// (docs/server-conventions.md), and the mark never falls below MAX(id), so a row written some other
// way cannot collide with the next id handed out.
import type { Db } from './connection'
import type { TableDef } from './table'

/** Reserves `count` new ids for `def`'s table and returns the first; the rest follow it. */
export async function reserveIds(db: Db, def: TableDef, count = 1): Promise<number> {
  const last = (await db.value<number>(`INSERT INTO id_high_water (tbl, last_id) VALUES (?, (SELECT COALESCE(MAX(id), 0) FROM ${def.table}) + ?)
       ON CONFLICT (tbl) DO UPDATE SET last_id = GREATEST(id_high_water.last_id + ?, excluded.last_id)
       RETURNING last_id`, def.table, count, count))!
  return last - count + 1
}
