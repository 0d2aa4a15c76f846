// The administrator account "admin", seeded at most once in a database's life: only when it has no
// administrator at all, and never again once it was seeded (table setup_steps), so renaming, demoting
// or deleting it never makes a restart with ADMIN_PASSWORD set bring an `admin` with that password
// back. Its password comes from ADMIN_PASSWORD or is generated and printed once by the server. There
// is never a fixed default password.
import { hashPassword } from '../../auth/passwords'
import type { Db } from '../connection'
import { insertRow } from '../repo'
import { usersTable } from '../tables'

const SEEDED = 'admin-seeded'

const markSeeded = async (db: Db) =>
  await db.run('INSERT INTO setup_steps (name, done_at) VALUES (?, ?) ON CONFLICT DO NOTHING', SEEDED, new Date().toISOString())

export async function ensureAdmin(db: Db, password: string, scryptCost: number): Promise<{ created: boolean; password: string }> {
  const seeded = await db.get('SELECT 1 FROM setup_steps WHERE name = ?', SEEDED) !== undefined
  const hasAdmin = await db.get("SELECT 1 FROM users WHERE role = 'admin' LIMIT 1") !== undefined
  if (seeded || hasAdmin) {
    await markSeeded(db)
    return { created: false, password }
  }
  const passwordHash = await hashPassword(password, scryptCost)
  await db.transaction(async (tx) => {
    await insertRow(tx, usersTable, {
      username: 'admin', email: 'admin@vetted.example', passwordHash, firstName: 'Vetted', lastName: 'Admin',
      role: 'admin', isActive: true, createdAt: new Date().toISOString(),
    })
    await markSeeded(tx)
  })
  return { created: true, password }
}
