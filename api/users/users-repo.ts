// User queries. Rows leave as entities without the password hash (usersTable hides it); only
// findCredentials reads the hash, for sign-in. Username and email compare case-insensitively
// (both columns are COLLATE NOCASE).
import type { User } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, findWhere } from '../db/repo'
import { usersTable } from '../db/tables'

export const findUser = (db: Db, id: number): User | undefined => findById(db, usersTable, id)

/** Every account, newest first. */
export const listUsers = (db: Db): User[] => findWhere(db, usersTable, '1 = 1 ORDER BY created_at DESC, id DESC')

export interface Credentials {
  id: number
  passwordHash: string
  isActive: boolean
}

/** The account a sign-in names, by username or email; a username match wins over an email match. */
export function findCredentials(db: Db, login: string): Credentials | undefined {
  const row = db
    .prepare(
      `SELECT id, password_hash, is_active FROM users WHERE username = @login OR email = @login
       ORDER BY (username = @login) DESC LIMIT 1`,
    )
    .get({ login }) as { id: number; password_hash: string; is_active: number } | undefined
  return row && { id: row.id, passwordHash: row.password_hash, isActive: row.is_active === 1 }
}

/** The stored hash of one account's password (changing a password checks the current one). */
export function findPasswordHash(db: Db, id: number): string | undefined {
  return db.prepare('SELECT password_hash FROM users WHERE id = ?').pluck().get(id) as string | undefined
}

/** The account that holds an email, active or not (registration tells its owner someone tried it). */
export function findUserIdByEmail(db: Db, email: string): number | undefined {
  return db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number | undefined
}

export function findActiveUserIdByEmail(db: Db, email: string): number | undefined {
  return db.prepare('SELECT id FROM users WHERE email = ? AND is_active = 1').pluck().get(email) as number | undefined
}

export function usernameTaken(db: Db, username: string, exceptId?: number): boolean {
  return db.prepare('SELECT 1 FROM users WHERE username = ? AND id IS NOT ?').get(username, exceptId ?? null) !== undefined
}

export function emailTaken(db: Db, email: string, exceptId?: number): boolean {
  return db.prepare('SELECT 1 FROM users WHERE email = ? AND id IS NOT ?').get(email, exceptId ?? null) !== undefined
}
