// Hourly housekeeping: expired sessions, old idempotency keys, devices' mutation records not seen for
// 180 days, tombstones older than the feed keeps, spent reset tokens, and mail older than a day, in the
// outbox and in MAIL_DIR (a stand-in for SMTP, not an archive).
import { pruneSessions } from './auth/sessions'
import { DAY, type Config } from './context'
import type { Db } from './db/connection'
import { pruneTombstones } from './db/versioning'
import { pruneMailFolder, pruneMailOutbox } from './mail/mailer'
import { pruneIdempotencyKeys } from './middleware/idempotency'
import { pruneClients } from './sync/clients'

export const TOMBSTONE_RETENTION_MS = 30 * DAY

export async function runMaintenance(db: Db, config: Config): Promise<void> {
  await pruneSessions(db, config)
  await pruneIdempotencyKeys(db)
  await pruneClients(db)
  await pruneTombstones(db, TOMBSTONE_RETENTION_MS)
  await db.run("DELETE FROM password_reset_tokens WHERE expires_at < ? OR used_at IS NOT NULL", Date.now())
  await pruneMailOutbox(db)
  pruneMailFolder(config.mailDir)
}

export async function startMaintenance(db: Db, config: Config): Promise<() => void> {
  await runMaintenance(db, config)
  const timer = setInterval(() => {
    runMaintenance(db, config).catch((err: Error) => config.log(`Maintenance failed: ${err.message}`))
  }, 60 * 60 * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
