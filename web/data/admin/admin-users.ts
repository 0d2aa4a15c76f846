// User accounts for the admin's User management tab. Admins receive every account through sync (the
// Dexie users table). Edits and deletes are optimistic outbox writes; creating an account and resetting
// a password carry a password, which must never sit in this device's storage, so those two go straight
// to the API and need a connection.
import { useLiveQuery } from 'dexie-react-hooks'
import { z } from 'zod'
import type { User, userCreateSchema, userUpdateSchema } from '../../../sync/schemas'
import { ApiError, api } from '../../sync/base/api-client'
import { deleteLocal, updateLocal } from '../../sync/push/local-writes'
import { db } from '../../db/db'

export type NewUserInput = z.output<typeof userCreateSchema>
export type UserChanges = z.output<typeof userUpdateSchema>

/** Newest accounts first, as the server lists them. */
export function useAdminUsers(): User[] | undefined {
  return useLiveQuery(async () => (await db.users.toArray()).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id), [])
}

/** POST /api/admin/users; the new account is in the local copy at once (sync would bring it too). */
export async function createUser(input: NewUserInput): Promise<User> {
  const user = await api<User>('/api/admin/users', { method: 'POST', body: input })
  await db.users.put(user)
  return user
}

export const updateUser = (id: number, changes: UserChanges) => updateLocal(db, 'user', id, changes)

export const deleteUser = (id: number) => deleteLocal(db, 'user', id)

/**
 * The reset changes the account's row on the server (a new version), so the local copy takes the
 * server's row at once: an edit made before the next pull would otherwise carry a stale If-Match and
 * park as a spurious conflict. A row with its own queued edit is left to the sync engine.
 */
export async function resetUserPassword(id: number, password: string): Promise<void> {
  await api(`/api/admin/users/${id}/reset-password`, { method: 'POST', body: { password } })
  const fresh = (await api<User[]>('/api/admin/users').catch(() => [])).find((u) => u.id === id)
  if (!fresh) return
  await db.transaction('rw', db.users, db.outbox, async () => {
    const queued = await db.outbox.where('[entity+entityId]').equals(['user', id]).count()
    if (queued === 0) await db.users.put(fresh)
  })
}

/** The message for a failed direct call: the server's, a plain "needs a connection", else the fallback. */
export function userCallFailure(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return typeof err.body?.message === 'string' ? err.body.message : fallback
  if (err instanceof TypeError) return 'This needs a connection. Check your network and try again.'
  return fallback
}

/** Per-field messages the server sent with a 4xx ({ errors: { field: message } }). */
export function userCallFieldErrors(err: unknown): Record<string, string> {
  const errors = err instanceof ApiError ? err.body?.errors : undefined
  if (typeof errors !== 'object' || errors === null) return {}
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'))
}
