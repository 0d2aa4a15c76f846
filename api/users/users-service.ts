// Account rules shared by registration and the admin's user management: unique username and email
// (409 with the exact field messages), the admin's guard against locking themselves out, and the
// deletion of everything a user owns, each row with a tombstone so their devices drop it too.
// Password hashes are made by the caller before the write transaction (scrypt is slow and async).
import type { z } from 'zod'
import type { User, userCreateSchema, userUpdateSchema } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, deleteWhere, insertRow, updateRow } from '../db/repo'
import { leaveEveryWorkspace } from '../workspaces/members-service'
import { leaveEveryTeam } from '../boards/members-service'
import { boardsTable, cartLinesTable, favoritesTable, ordersTable, subscriptionsTable, usersTable } from '../db/tables'
import { assertDeleteVersion, badRequest, conflict, notFound, preconditionFailed, type FieldErrors } from '../http/errors'
import { endUserSessions } from '../auth/sessions'
import { emailTaken, findUser, usernameTaken } from './users-repo'

/** A new account as registration or the admin gives it; the caller hashes the password. */
export type NewAccount = Omit<z.infer<typeof userCreateSchema>, 'password'>
export type AccountChanges = z.infer<typeof userUpdateSchema>

/** Throws 409 naming each field whose value another account already uses. */
export async function assertAccountAvailable(db: Db, { username, email }: { username?: string; email?: string }, exceptId?: number): Promise<void> {
  const errors: FieldErrors = {}
  if (username !== undefined && await usernameTaken(db, username, exceptId)) errors.username = 'Username is already taken'
  if (email !== undefined && await emailTaken(db, email, exceptId)) errors.email = 'Email is already registered'
  const messages = Object.values(errors)
  if (messages.length) throw conflict(messages.length === 1 ? messages[0] : 'Username and email are already in use', errors)
}

export async function createUser(db: Db, account: NewAccount, passwordHash: string): Promise<User> {
  await assertAccountAvailable(db, account)
  return await insertRow(db, usersTable, {
    username: account.username,
    email: account.email,
    passwordHash,
    firstName: account.firstName ?? null,
    lastName: account.lastName ?? null,
    role: account.role ?? 'user',
    isActive: true,
    createdAt: new Date().toISOString(),
  })
}

/** An admin may not lock themselves out: no deactivating, demoting or deleting their own account. */
export function assertNotSelfLockout(actingUserId: number, targetId: number, change: AccountChanges | 'delete'): void {
  if (actingUserId !== targetId) return
  if (change === 'delete') throw badRequest('You cannot delete your own account')
  if (change.isActive === false) throw badRequest('You cannot deactivate your own account')
  if (change.role === 'user') throw badRequest('You cannot remove the administrator role from your own account')
}

export async function updateUser(db: Db, id: number, changes: AccountChanges, expectedVersion?: number): Promise<User> {
  const current = await findUser(db, id)
  if (!current) throw notFound('User')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  await assertAccountAvailable(db, changes, id)
  const updated = await updateRow(db, usersTable, id, changes)
  if (changes.isActive === false) await endUserSessions(db, id)
  return updated
}

/** Sets a new password hash and signs the user out everywhere; pending reset links stop working. */
export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  if (!await findUser(db, id)) throw notFound('User')
  await updateRow(db, usersTable, id, { passwordHash })
  await db.run('DELETE FROM password_reset_tokens WHERE user_id = ? AND used_at IS NULL', id)
  await endUserSessions(db, id)
}

export async function deleteUser(db: Db, id: number, expectedVersion?: number): Promise<void> {
  const current = await findUser(db, id)
  if (!current) throw notFound('User')
  assertDeleteVersion(current, expectedVersion)
  await leaveEveryTeam(db, id)
  await leaveEveryWorkspace(db, id)
  for (const table of [favoritesTable, cartLinesTable, boardsTable, ordersTable]) await deleteWhere(db, table, 'user_id = ?', id)
  // One's own subscriptions go; a workspace's stay with the workspace, for an admin to give a new owner.
  await deleteWhere(db, subscriptionsTable, 'user_id = ? AND workspace_id IS NULL', id)
  await endUserSessions(db, id)
  await deleteRow(db, usersTable, id)
}
