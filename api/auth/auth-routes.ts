// GET /api/auth/me; POST /api/auth/login, /register, /logout, /password-reset-request and
// /password-reset. Sign-in, registration and reset requests are rate-limited per client address,
// each with its own counter. Passwords are hashed before the write transaction opens.
import { Router } from 'express'
import { loginSchema, passwordResetRequestSchema, passwordResetSchema, registerSchema } from '../../sync/schemas'
import type { AppContext } from '../context'
import { unauthorized } from '../http/errors'
import { parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { rateLimit } from '../middleware/rate-limit'
import { findUser } from '../users/users-repo'
import { assertAccountAvailable, createUser } from '../users/users-service'
import { hashPassword } from './passwords'
import {
  RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE, requestPasswordReset, resetPasswordWithToken, userForResetToken,
} from './password-reset'
import { clearSessionCookie, endSession } from './sessions'
import { authenticate, startSession } from './sign-in-service'

export function authRoutes({ db, config }: AppContext): Router {
  const r = Router()
  const loginLimit = rateLimit('sign-in', config.authRateLimit)
  const registerLimit = rateLimit('registration', config.authRateLimit)
  const resetRequestLimit = rateLimit('password reset', config.authRateLimit)

  r.get('/auth/me', (req, res) => {
    const user = req.user && findUser(db, req.user.id)
    if (!user) throw unauthorized()
    res.json(user)
  })

  r.post('/auth/login', loginLimit, async (req, res) => {
    const { username, password } = parse(loginSchema, req.body)
    const user = await authenticate(db, config, username, password)
    db.transaction(() => startSession(db, config, req, res, user.id))()
    res.json(user)
  })

  r.post('/auth/register', registerLimit, async (req, res) => {
    // The schema has no role: whatever the body says, a registration creates a plain user.
    const { password, ...account } = parse(registerSchema, req.body)
    assertAccountAvailable(db, account) // answer a conflict before spending a hash on it
    const passwordHash = await hashPassword(password, config.scryptCost)
    sendWrite(db, req, res, 201, () => {
      const user = createUser(db, { ...account, role: 'user' }, passwordHash)
      startSession(db, config, req, res, user.id)
      return user
    })
  })

  r.post('/auth/logout', (req, res) => {
    if (req.sessionHash) endSession(db, req.sessionHash)
    clearSessionCookie(req, res)
    res.status(204).end()
  })

  r.post('/auth/password-reset-request', resetRequestLimit, (req, res) => {
    const { email } = parse(passwordResetRequestSchema, req.body)
    requestPasswordReset(db, config, email, config.publicUrl)
    res.json({ message: RESET_REQUESTED_MESSAGE })
  })

  r.post('/auth/password-reset', async (req, res) => {
    const { token, password } = parse(passwordResetSchema, req.body)
    userForResetToken(db, token) // a dead link answers 400 before any hashing
    const passwordHash = await hashPassword(password, config.scryptCost)
    sendWrite(db, req, res, 200, () => {
      resetPasswordWithToken(db, token, passwordHash)
      return { message: RESET_DONE_MESSAGE }
    })
  })

  return r
}
