// Applies api/db/migrations/NNN_name.sql files in order, once each, each in its own transaction; on
// PostgreSQL as api/db/postgres-migrations.ts translates them.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from './connection'
import { translateMigration } from './postgres-migrations'
import { registerSqlFunctions } from './sql-functions'
import { sqliteOf } from './sqlite-db'

const MIGRATIONS_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'migrations')

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  if (db.engine === 'sqlite') registerSqlFunctions(sqliteOf(db)) // a migration may call them (a restore migrates a connection openDatabase did not make)
  else await db.exec('CREATE EXTENSION IF NOT EXISTS citext') // TEXT COLLATE NOCASE (api/db/postgres-migrations.ts)
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)')
  const applied = new Set(await db.values<string>('SELECT name FROM schema_migrations'))
  const pending = readdirSync(dir).filter((f) => /^\d+_.+\.sql$/.test(f) && !applied.has(f)).sort()
  for (const file of pending) {
    const sql = readFileSync(join(dir, file), 'utf8')
    await db.transaction(async (tx) => {
      if (tx.engine === 'sqlite') await tx.exec(sql)
      else for (const step of translateMigration(sql)) await (typeof step === 'string' ? tx.exec(step) : step(tx))
      await tx.run('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)', file, new Date().toISOString())
    })
  }
  return pending
}
