// Opens the SQLite file with the settings every part of the server relies on.
import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

export type Db = Database.Database

export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL') // readers never block the single writer
  db.pragma('synchronous = NORMAL') // durable across app crashes; WAL makes it safe
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  return db
}
