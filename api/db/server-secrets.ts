// Random keys the server makes once, at its first start, and keeps in the server_secrets table
// (api/db/migrations/005_server_secrets.sql). Nothing outside the server ever sees them.
import { randomBytes } from 'node:crypto'
import type { Db } from './connection'

/** The 256-bit secret called `name`, created (once, whoever asks first) when missing. */
export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  await db.run('INSERT INTO server_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', name, randomBytes(32).toString('base64'), new Date().toISOString())
  return Buffer.from((await db.value<string>('SELECT value FROM server_secrets WHERE name = ?', name))!, 'base64')
}
