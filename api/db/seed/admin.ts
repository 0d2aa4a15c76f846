// The administrator account "admin". Created once; its password comes from ADMIN_PASSWORD or is
// generated and printed once by the server. There is never a fixed default password.
import { hashPassword } from '../../auth/passwords'
import type { Db } from '../connection'
import { insertRow } from '../repo'
import { usersTable } from '../tables'

export async function ensureAdmin(db: Db, password: string, scryptCost: number): Promise<{ created: boolean; password: string }> {
  const exists = db.prepare("SELECT 1 FROM users WHERE username = 'admin'").get()
  if (exists) return { created: false, password }
  const passwordHash = await hashPassword(password, scryptCost)
  db.transaction(() => {
    insertRow(db, usersTable, {
      username: 'admin', email: 'admin@vetted.example', passwordHash, firstName: 'Vetted', lastName: 'Admin',
      role: 'admin', isActive: true, createdAt: new Date().toISOString(),
    })
  })()
  return { created: true, password }
}
