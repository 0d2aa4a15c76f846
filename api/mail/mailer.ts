// Outgoing mail. No SMTP server is configured, so a message is kept in the mail_outbox table (an
// administrator can read it at GET /api/admin/mail-outbox) and written to the server log. An SMTP
// transport, when added, belongs here and nowhere else.
import type { Config } from '../context'
import type { Db } from '../db/connection'

export interface Mail {
  to: string
  subject: string
  body: string
}

export interface OutboxMail extends Mail {
  id: number
  createdAt: string
}

export function sendMail(db: Db, config: Config, { to, subject, body }: Mail): void {
  db.prepare('INSERT INTO mail_outbox (to_email, subject, body, created_at) VALUES (?, ?, ?, ?)').run(
    to,
    subject,
    body,
    new Date().toISOString(),
  )
  config.log(`Mail to ${to}: ${subject}\n${body}`)
}

/** Every kept message, newest first. */
export function listOutbox(db: Db): OutboxMail[] {
  return db
    .prepare('SELECT id, to_email AS "to", subject, body, created_at AS createdAt FROM mail_outbox ORDER BY id DESC')
    .all() as OutboxMail[]
}
