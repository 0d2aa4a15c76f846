// Outgoing mail. No SMTP server is configured, so a message is written to the server's console output
// (the one place its links appear in full) and kept in the mail_outbox table, which administrators
// read at GET /api/admin/mail-outbox: there the secrets it carries (a reset link's token) read
// "[redacted]", so the table and its readers never hold a working link (README, Security). Kept
// messages are deleted after 24 hours (api/maintenance.ts). An SMTP transport, when added, belongs
// here and nowhere else, and then nothing secret needs to reach the console either.
import type { Config } from '../context'
import type { Db } from '../db/connection'
import { DAY } from '../context'
import { logSafe } from '../log-safe'

export interface Mail {
  to: string
  subject: string
  body: string
}

export interface OutboxMail extends Mail {
  id: number
  createdAt: string
}

export const REDACTED = '[redacted]'
/** How long the outbox keeps a message. */
export const MAIL_OUTBOX_TTL_MS = DAY

/** `secrets`: values in the body that the outbox must not keep (each becomes [redacted] there). */
export function sendMail(db: Db, config: Config, { to, subject, body }: Mail, secrets: string[] = []): void {
  const kept = secrets.reduce((text, secret) => (secret ? text.replaceAll(secret, REDACTED) : text), body)
  db.prepare('INSERT INTO mail_outbox (to_email, subject, body, created_at) VALUES (?, ?, ?, ?)').run(
    to,
    subject,
    kept,
    new Date().toISOString(),
  )
  // Every body line indented, each value cleaned: nothing in a message can pass for a log line.
  config.log([`Mail to ${logSafe(to)}: ${logSafe(subject)}`, ...body.split('\n').map((line) => `  ${logSafe(line)}`)].join('\n'))
}

/** Every kept message, newest first. */
export function listOutbox(db: Db): OutboxMail[] {
  return db
    .prepare('SELECT id, to_email AS "to", subject, body, created_at AS createdAt FROM mail_outbox ORDER BY id DESC')
    .all() as OutboxMail[]
}

export function pruneMailOutbox(db: Db, olderThanMs = MAIL_OUTBOX_TTL_MS): number {
  return db.prepare('DELETE FROM mail_outbox WHERE created_at < ?').run(new Date(Date.now() - olderThanMs).toISOString()).changes
}
