// `npm run backup -- <file>`: copies the database at DATABASE_PATH into <file> while the server keeps
// running (SQLite's online backup; WAL lets this connection read beside the server's writes).
import Database from 'better-sqlite3'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { BackupError, backupDatabase, checkVettedDatabase } from '../db/backup'
import { SqliteDb } from '../db/sqlite-db'
import { databasePathFrom } from './database-path'

const [target] = process.argv.slice(2)
const source = databasePathFrom()
try {
  if (!target) throw new BackupError('Usage: npm run backup -- <file>   (copies DATABASE_PATH, default ./data/marketplace.db)')
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source} (set DATABASE_PATH)`)
  const db = new SqliteDb(new Database(source, { fileMustExist: true, timeout: 5000 }))
  try {
    await backupDatabase(db, resolve(target))
  } finally {
    await db.close()
  }
  checkVettedDatabase(resolve(target))
  console.log(`Backed up ${source} to ${resolve(target)}`)
} catch (err) {
  if (!(err instanceof BackupError)) throw err
  console.error(`Backup failed: ${err.message}`)
  process.exit(1)
}
