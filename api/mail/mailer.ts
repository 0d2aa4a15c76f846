// Outgoing mail. No SMTP server is configured: a message is kept in the mail_outbox table, which
// administrators read at GET /api/admin/mail-outbox, and printed in the server's log; in both the
// secrets it carries (a reset link's token) read "[redacted]", so neither ever holds a working link
// (README, Security). With MAIL_DIR set, each message is also written there in full, one file each,
// readable by the server's user only: the one place its links appear (an operator without SMTP hands
// them on; the e2e tests read them). Kept messages, rows and files alike, are deleted after 24 hours
// (api/maintenance.ts), so sending mail can never fill the disk.
// An SMTP transport, when added, belongs here and nowhere else.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
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
export async function sendMail(db: Db, config: Config, { to, subject, body }: Mail, secrets: string[] = []): Promise<void> {
  const kept = secrets.reduce((text, secret) => (secret ? text.replaceAll(secret, REDACTED) : text), body)
  await db.run('INSERT INTO mail_outbox (to_email, subject, body, created_at) VALUES (?, ?, ?, ?)', to, subject, kept, new Date().toISOString())
  const file = config.mailDir ? dropMail(config.mailDir, { to, subject, body }) : null
  // Every body line indented, each value cleaned: nothing in a message can pass for a log line.
  const head = `Mail to ${logSafe(to)}: ${logSafe(subject)}${file ? ` (in full in ${file})` : ''}`
  config.log([head, ...kept.split('\n').map((line) => `  ${logSafe(line)}`)].join('\n'))
}

let dropped = 0
/** The names dropMail gives its files (time, process, counter), so pruning never deletes anyone else's. */
const MAIL_FILE = /^\d{4}-\d{2}-\d{2}T[\d-]+Z-\d+-\d{6,}\.txt$/

/** Writes the whole message as a file in `dir` (0600; names sort by time); returns its path. */
function dropMail(dir: string, { to, subject, body }: Mail): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${String(++dropped).padStart(6, '0')}.txt`
  const file = join(dir, name)
  writeFileSync(file, `To: ${to}\nSubject: ${subject}\n\n${body}\n`, { mode: 0o600 })
  return file
}

/** Every message in a MAIL_DIR folder, oldest first, as written there. */
export function mailsInFolder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().map((f) => readFileSync(join(dir, f), 'utf8'))
}

/** Every kept message, newest first. */
export async function listOutbox(db: Db): Promise<OutboxMail[]> {
  return await db.all<OutboxMail>('SELECT id, to_email AS "to", subject, body, created_at AS "createdAt" FROM mail_outbox ORDER BY id DESC')
}

export async function pruneMailOutbox(db: Db, olderThanMs = MAIL_OUTBOX_TTL_MS): Promise<number> {
  return (await db.run('DELETE FROM mail_outbox WHERE created_at < ?', new Date(Date.now() - olderThanMs).toISOString())).changes
}

/** Deletes the MAIL_DIR files this server wrote (dropMail) more than `olderThanMs` ago; returns how many. */
export function pruneMailFolder(dir: string | null, olderThanMs = MAIL_OUTBOX_TTL_MS): number {
  if (!dir || !existsSync(dir)) return 0
  const before = Date.now() - olderThanMs
  let deleted = 0
  for (const name of readdirSync(dir)) {
    if (!MAIL_FILE.test(name)) continue
    const file = join(dir, name)
    if (statSync(file).mtimeMs >= before) continue
    rmSync(file, { force: true })
    deleted++
  }
  return deleted
}
