// Periodic backups (README, "Operating"): with BACKUP_DIR set, the server copies its database there
// every BACKUP_INTERVAL_MINUTES (default 60) and keeps the newest BACKUP_KEEP copies (default 7). They
// copy the SQLite file: a PostgreSQL server's data is backed up with its own tools (pg_dump).
import { readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ConfigError, positiveInteger, type Env } from '../config'
import type { Db } from '../db/connection'
import { backupDatabase } from '../db/backup'
import { ensurePrivateDir } from '../db/private-files'

export interface BackupSchedule {
  dir: string
  intervalMs: number
  keep: number
}

/** The schedule from the environment; null without BACKUP_DIR. Throws ConfigError, also for any of them on PostgreSQL. */
export function loadBackupSchedule(env: Env = process.env, engine: Db['engine'] = 'sqlite'): BackupSchedule | null {
  const dir = env.BACKUP_DIR?.trim()
  if (engine === 'postgres') {
    const set = ['BACKUP_DIR', 'BACKUP_INTERVAL_MINUTES', 'BACKUP_KEEP'].find((name) => env[name]?.trim())
    if (set) throw new ConfigError(`${set} is for the SQLite database's built-in backups; with DATABASE_URL, back PostgreSQL up with pg_dump and restore with pg_restore, then npm run restore -- --renew-epoch (README, "Operating")`)
    return null
  }
  const minutes = positiveInteger(env, 'BACKUP_INTERVAL_MINUTES')
  const keep = positiveInteger(env, 'BACKUP_KEEP')
  if (!dir) {
    if (minutes !== undefined || keep !== undefined) throw new ConfigError('BACKUP_INTERVAL_MINUTES and BACKUP_KEEP need BACKUP_DIR (the folder backups go to)')
    return null
  }
  return { dir: resolve(dir), intervalMs: (minutes ?? 60) * 60_000, keep: keep ?? 7 }
}

const BACKUP_NAME = /^vetted-\d{8}T\d{6}Z\.db$/

/** One backup into the folder, named by its time (UTC), then the oldest beyond `keep` deleted. Returns its path. */
export async function backupIntoFolder(db: Db, { dir, keep }: Pick<BackupSchedule, 'dir' | 'keep'>, now = new Date()): Promise<string> {
  ensurePrivateDir(dir)
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
  const file = join(dir, `vetted-${stamp}.db`)
  await backupDatabase(db, file)
  const kept = readdirSync(dir).filter((name) => BACKUP_NAME.test(name)).sort()
  for (const old of kept.slice(0, Math.max(0, kept.length - keep))) rmSync(join(dir, old), { force: true })
  return file
}

/** Starts the schedule (the first backup one interval after start); returns its stop. */
export function startScheduledBackups(db: Db, schedule: BackupSchedule, log: { info: (msg: string) => void; error: (msg: string) => void }): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    backupIntoFolder(db, schedule)
      .then((file) => log.info(`Backed up the database to ${file}`))
      .catch((err: Error) => log.error(`Scheduled backup failed: ${err.message}`))
      .finally(() => (running = false))
  }, schedule.intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
