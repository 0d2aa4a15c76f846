// The database epoch (api/db/migrations/006_database_epoch.sql): a random id that changes only when
// the database is replaced by a restore, when its versions stop meaning what devices were told.
import type { Db } from './connection'

export function databaseEpoch(db: Db): string {
  return db.prepare('SELECT epoch FROM sync_state WHERE id = 1').pluck().get() as string
}

/** Gives the database a new epoch: every cursor made before answers 410 (api/sync/cursor.ts). */
export function renewEpoch(db: Db): string {
  db.prepare('UPDATE sync_state SET epoch = lower(hex(randomblob(8))) WHERE id = 1').run()
  return databaseEpoch(db)
}
