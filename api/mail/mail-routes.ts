// GET /api/admin/mail-outbox: the mail the server would have sent, newest first. Admin-only; with no
// SMTP configured this is how an administrator hands a user their password reset link.
import { Router } from 'express'
import type { AppContext } from '../context'
import { requireAdmin } from '../middleware/auth'
import { listOutbox } from './mailer'

export function mailRoutes({ db }: AppContext): Router {
  const r = Router()
  r.get('/admin/mail-outbox', requireAdmin, async (_req, res) => {
    res.json(await listOutbox(db))
  })
  return r
}
