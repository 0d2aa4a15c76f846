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

const markSeeded = (db: Db) =>
  db.prepare('INSERT OR IGNORE INTO setup_steps (name, done_at) VALUES (?, ?)').run(SEEDED, new Date().toISOString())

export async function ensureAdmin(db: Db, password: string, scryptCost: number): Promise<{ created: boolean; password: string }> {
  const seeded = db.prepare('SELECT 1 FROM setup_steps WHERE name = ?').get(SEEDED) !== undefined
  const hasAdmin = db.prepare("SELECT 1 FROM users WHERE role = 'admin' LIMIT 1").get() !== undefined
  if (seeded || hasAdmin) {
    markSeeded(db)
    return { created: false, password }
  }
  const passwordHash = await hashPassword(password, scryptCost)
  db.transaction(() => {
    insertRow(db, usersTable, {
      username: 'admin', email: 'admin@vetted.example', passwordHash, firstName: 'Vetted', lastName: 'Admin',
      role: 'admin', isActive: true, createdAt: new Date().toISOString(),
    })
    markSeeded(db)
  })()
  return { created: true, password }
}
