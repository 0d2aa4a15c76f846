// The database epoch (api/db/migrations/006_database_epoch.sql): a random id that changes only when
// the database is replaced by a restore, when its versions stop meaning what devices were told.
import { randomBytes } from 'node:crypto'
import type { Db } from './connection'

export async function databaseEpoch(db: Db): Promise<string> {
  return (await db.value<string>('SELECT epoch FROM sync_state WHERE id = 1'))!
}

/** Gives the database a new epoch: every cursor made before answers 410 (api/sync/cursor.ts). */
export async function renewEpoch(db: Db): Promise<string> {
  await db.run('UPDATE sync_state SET epoch = ? WHERE id = 1', randomBytes(8).toString('hex'))
  return await databaseEpoch(db)
}
