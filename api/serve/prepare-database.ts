// What a database needs before any process serves it: this build's migrations, the administrator,
// and the demo catalogue on a first start. It runs once per start: in the server's one process, or in
// the primary before its workers serve (api/serve/workers.ts). On PostgreSQL it runs under an advisory
// lock, so servers started together by a process manager take turns instead of migrating the same
// database at once.
import { randomBytes } from 'node:crypto'
import { dirname } from 'node:path'
import { setImmediate as tick } from 'node:timers/promises'
import type { OpenDb } from '../db/connection'
import { DEFAULT_SCRYPT_COST } from '../context'
import { migrate } from '../db/migrate'
import type { PostgresDb } from '../db/postgres-db'
import { openToOthers } from '../db/private-files'
import { ensureAdmin } from '../db/seed/admin'
import { seedDemoCatalog } from '../db/seed/demo'
import { announceGeneratedPassword } from '../ops/admin-password-notice'
import { databaseName } from '../ops/database-path'
import type { ServeSettings } from './settings'

/** The advisory lock key the preparation holds on PostgreSQL ("vet" in ASCII, then 1). */
const PREPARE_LOCK = 0x766574_01

export async function prepareDatabase(db: OpenDb, settings: ServeSettings): Promise<void> {
  warnOfOpenFolders(settings)
  if (db.engine === 'sqlite') return await prepare(db, settings)
  const lock = await (db as PostgresDb).pool.connect()
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK])
    await prepare(db, settings)
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => {})
    lock.release()
  }
}

/**
 * Prepares the database, or logs why it could not (a server that cannot be reached, a failed
 * migration) and ends the process with exit code 1, after `beforeExit`.
 */
export async function prepareDatabaseOrExit(db: OpenDb, settings: ServeSettings, beforeExit = async () => {}): Promise<void> {
  try {
    await prepareDatabase(db, settings)
  } catch (err) {
    settings.logger.error(`Vetted cannot start: preparing the ${databaseName(settings.database)} failed: ${(err as Error).message}`)
    await beforeExit()
    await db.close().catch(() => {})
    process.exit(1)
  }
}

// Between the steps, requests that arrived are answered 503 (api/serve/listen.ts).
async function prepare(db: OpenDb, { database, config, adminPassword, logger }: ServeSettings): Promise<void> {
  await tick()
  const applied = await migrate(db)
  if (applied.length) logger.info(`${databaseName(database)}: applied ${applied.join(', ')}`)
  await tick()
  if (config.scryptCost < DEFAULT_SCRYPT_COST) logger.warn(`SCRYPT_COST=${config.scryptCost}: new password hashes are weaker than OWASP's ${DEFAULT_SCRYPT_COST}; for test servers only`)
  const admin = await ensureAdmin(db, adminPassword ?? randomBytes(12).toString('base64url'), config.scryptCost)
  if (admin.created && !adminPassword) announceGeneratedPassword(admin.password, config.filesDir, logger)
  else if (admin.created) logger.info('Created administrator "admin" with the password from ADMIN_PASSWORD')
  const seeded = await seedDemoCatalog(db)
  if (seeded) logger.info(`Seeded the demo catalogue: ${seeded}`)
  await tick()
}

/** The folders holding private files: the SQLite file's, FILES_DIR, BACKUP_DIR. */
function warnOfOpenFolders({ database, config, backups, logger }: ServeSettings): void {
  const folders = new Set([config.filesDir, ...(database.engine === 'sqlite' ? [dirname(database.path)] : []), ...(backups ? [backups.dir] : [])])
  for (const folder of folders) {
    if (openToOthers(folder)) logger.warn(`${folder} can be read by other users; the files the server keeps in it are not (0600), but chmod 700 the folder to hide even their names`)
  }
}
