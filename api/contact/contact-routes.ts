// POST /api/contact (anyone; rate-limited per client address like the sign-in calls);
// admin: GET /api/admin/contact-messages.
import { Router } from 'express'
import { CONTACT_THANKS, contactMessageSchema } from '../../sync/schemas'
import type { AppContext } from '../context'
import { parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { requireAdmin } from '../middleware/auth'
import { rateLimit } from '../middleware/rate-limit'
import { insertContactMessage, listContactMessages } from './contact-repo'

export function contactRoutes({ db, config }: AppContext): Router {
  const r = Router()
  // A public form that stores what it is sent: the limit keeps one address from flooding the inbox.
  const contactLimit = rateLimit('contact', config.authRateLimit)

  r.post('/contact', contactLimit, (req, res) => {
    const input = parse(contactMessageSchema, req.body)
    // Inside sendWrite so a retried submission (same Idempotency-Key) is stored once.
    sendWrite(db, req, res, 201, () => {
      insertContactMessage(db, input)
      return { message: CONTACT_THANKS }
    })
  })

  r.get('/admin/contact-messages', requireAdmin, (_req, res) => {
    res.json(listContactMessages(db))
  })

  return r
}
