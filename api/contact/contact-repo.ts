// Contact messages. Not a synced table (only admins read them, over REST), so plain SQL is right here.
import type { ContactMessage, ContactMessageInput } from '../../sync/schemas'
import type { Db } from '../db/connection'

/** How long the same message from the same address counts as one: a resend after a lost answer, or a double click. */
const SAME_MESSAGE_MS = 60 * 60 * 1000

/**
 * Stores the message, unless the same one (address, subject and text) came within the hour: a visitor's
 * device sends a message again when its answer was lost, and visitors' calls carry no change numbers
 * (api/sync/clients.ts), so this is what keeps it stored once. Returns whether it was stored.
 */
export async function storeContactMessage(db: Db, input: ContactMessageInput, now = Date.now()): Promise<boolean> {
  const since = new Date(now - SAME_MESSAGE_MS).toISOString()
  const same = await db.get('SELECT 1 FROM contact_messages WHERE email = ? AND subject IS NOT DISTINCT FROM ? AND message = ? AND created_at >= ? LIMIT 1', input.email, input.subject || null, input.message, since)
  if (same) return false
  await insertContactMessage(db, input)
  return true
}

export async function insertContactMessage(db: Db, input: ContactMessageInput): Promise<number> {
  const id = await db.value<number>('INSERT INTO contact_messages (name, email, company, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id', input.name, input.email, input.company || null, input.subject || null, input.message, new Date().toISOString())
  return id!
}

/** Newest first. */
export async function listContactMessages(db: Db): Promise<ContactMessage[]> {
  return await db.all<ContactMessage>(`SELECT id, name, email, company, subject, message, created_at AS "createdAt"
       FROM contact_messages ORDER BY created_at DESC, id DESC`)
}
