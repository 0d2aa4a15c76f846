// Admin user management: GET/POST /api/admin/users, PUT and DELETE /api/admin/users/{id},
// POST /api/admin/users/{id}/reset-password, and the mail outbox (GET /api/admin/mail-outbox).
// Every call is admin-only (401 anonymous, 403 member) and no answer carries a password or hash.
import { Router } from 'express'
import { adminPasswordResetSchema, idParams, userCreateSchema, userUpdateSchema } from '../../sync/schemas'
import { assertPasswordNotCommon } from '../auth/common-passwords'
import { hashPassword } from '../auth/passwords'
import type { AppContext } from '../context'
import { notFound } from '../http/errors'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { mailRoutes } from '../mail/mail-routes'
import { currentUser, requireAdmin } from '../middleware/auth'
import { findUser, listUsers } from './users-repo'
import { assertAccountAvailable, assertNotSelfLockout, createUser, deleteUser, setPasswordHash, updateUser } from './users-service'

export function usersRoutes(ctx: AppContext): Router {
  const { db, config } = ctx
  const r = Router()

  r.get('/admin/users', requireAdmin, async (_req, res) => {
    res.json(await listUsers(db))
  })

  r.post('/admin/users', requireAdmin, async (req, res) => {
    const { password, ...account } = parse(userCreateSchema, req.body)
    assertPasswordNotCommon(password)
    await assertAccountAvailable(db, account) // answer a conflict before spending a hash on it
    const passwordHash = await hashPassword(password, config.scryptCost)
    await sendWrite(db, req, res, 201, async (tx) => await createUser(tx, account, passwordHash))
  })

  r.put('/admin/users/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const changes = parse(userUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    assertNotSelfLockout(currentUser(req).id, id, changes)
    await sendWrite(db, req, res, 200, async (tx) => await updateUser(tx, id, changes, expected))
  })

  r.post('/admin/users/:id/reset-password', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const { password } = parse(adminPasswordResetSchema, req.body)
    if (!await findUser(db, id)) throw notFound('User')
    assertPasswordNotCommon(password)
    const passwordHash = await hashPassword(password, config.scryptCost)
    await sendWrite(db, req, res, 200, async (tx) => {
      await setPasswordHash(tx, id, passwordHash)
      return { message: 'Password reset successfully' }
    })
  })

  r.delete('/admin/users/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    assertNotSelfLockout(currentUser(req).id, id, 'delete')
    await sendWrite(db, req, res, 204, async (tx) => await deleteUser(tx, id, expected))
  })

  r.use(mailRoutes(ctx))
  return r
}
