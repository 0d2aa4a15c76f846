// `npm run backup -- <file>`: copies the SQLite database at DATABASE_PATH into <file> while the server
// keeps running (SQLite's online backup; WAL lets this connection read beside the server's writes). A
// PostgreSQL database (DATABASE_URL) is backed up with pg_dump instead.
import Database from 'better-sqlite3'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { ConfigError } from '../config-error'
import { BackupError, backupDatabase, checkVettedDatabase } from '../db/backup'
import { SqliteDb } from '../db/sqlite-db'
import { databaseFrom } from './database-path'

const [target] = process.argv.slice(2)
try {
  const database = databaseFrom()
  if (database.engine === 'postgres') throw new BackupError('With DATABASE_URL, back the database up with pg_dump (pg_dump --format=custom --file=vetted.dump "$DATABASE_URL"; README, "Operating")')
  const source = database.path
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
  if (!(err instanceof BackupError) && !(err instanceof ConfigError)) throw err
  console.error(`Backup failed: ${err.message}`)
  process.exit(1)
}
