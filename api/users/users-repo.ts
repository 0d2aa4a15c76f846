// User queries. Rows leave as entities without the password hash (usersTable hides it); only
// findCredentials reads the hash, for sign-in. Username and email compare case-insensitively
// (both columns are COLLATE NOCASE).
import type { User } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, findWhere } from '../db/repo'
import { usersTable } from '../db/tables'

export const findUser = async (db: Db, id: number): Promise<User | undefined> => await findById(db, usersTable, id)

/** Every account, newest first. */
export const listUsers = async (db: Db): Promise<User[]> => await findWhere(db, usersTable, '1 = 1 ORDER BY created_at DESC, id DESC')

export interface Credentials {
  id: number
  passwordHash: string
  isActive: boolean
}

/** The account a sign-in names, by username or email; a username match wins over an email match. */
export async function findCredentials(db: Db, login: string): Promise<Credentials | undefined> {
  const row = await db.get<{ id: number; password_hash: string; is_active: number }>(`SELECT id, password_hash, is_active FROM users WHERE username = @login OR email = @login
       ORDER BY (username = @login) DESC LIMIT 1`, { login })
  return row && { id: row.id, passwordHash: row.password_hash, isActive: row.is_active === 1 }
}

/** The stored hash of one account's password (changing a password checks the current one). */
export async function findPasswordHash(db: Db, id: number): Promise<string | undefined> {
  return await db.value<string>('SELECT password_hash FROM users WHERE id = ?', id)
}

/** The account that holds an email, active or not (registration tells its owner someone tried it). */
export async function findUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  return await db.value<number>('SELECT id FROM users WHERE email = ?', email)
}

export async function findActiveUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  return await db.value<number>('SELECT id FROM users WHERE email = ? AND is_active = 1', email)
}

export async function usernameTaken(db: Db, username: string, exceptId?: number): Promise<boolean> {
  return await db.get('SELECT 1 FROM users WHERE username = ? AND id IS DISTINCT FROM ?', username, exceptId ?? null) !== undefined
}

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  return await db.get('SELECT 1 FROM users WHERE email = ? AND id IS DISTINCT FROM ?', email, exceptId ?? null) !== undefined
}
