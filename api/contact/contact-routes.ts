// POST /api/contact (anyone; rate-limited per client address like the sign-in calls);
// admin: GET /api/admin/contact-messages.
import { Router } from 'express'
import { CONTACT_THANKS, contactMessageSchema } from '../../sync/schemas'
import type { AppContext } from '../context'
import { parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { requireAdmin } from '../middleware/auth'
import { rateLimit } from '../middleware/rate-limit'
import { listContactMessages, storeContactMessage } from './contact-repo'

export function contactRoutes({ db, config }: AppContext): Router {
  const r = Router()
  // A public form that stores what it is sent: the limit keeps one address from flooding the inbox.
  const contactLimit = rateLimit(db, 'contact', config.authRateLimit)

  r.post('/contact', contactLimit, async (req, res) => {
    const input = parse(contactMessageSchema, req.body)
    // Inside sendWrite so a retried submission (same Idempotency-Key or change number) is stored once;
    // a visitor's resend, which carries neither, is told apart by its content (storeContactMessage).
    await sendWrite(db, req, res, 201, async (tx) => {
      await storeContactMessage(tx, input)
      return { message: CONTACT_THANKS }
    })
  })

  r.get('/admin/contact-messages', requireAdmin, async (_req, res) => {
    res.json(await listContactMessages(db))
  })

  return r
}
