// Contact messages. Not a synced table (only admins read them, over REST), so plain SQL is right here.
import type { ContactMessage, ContactMessageInput } from '../../sync/schemas'
import type { Db } from '../db/connection'

export function insertContactMessage(db: Db, input: ContactMessageInput): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO contact_messages (name, email, company, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(input.name, input.email, input.company || null, input.subject || null, input.message, new Date().toISOString())
  return Number(lastInsertRowid)
}

/** Newest first. */
export function listContactMessages(db: Db): ContactMessage[] {
  return db
    .prepare(
      `SELECT id, name, email, company, subject, message, created_at AS createdAt
       FROM contact_messages ORDER BY created_at DESC, id DESC`,
    )
    .all() as ContactMessage[]
}
