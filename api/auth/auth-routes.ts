// GET /api/auth/me; POST /api/auth/login, /register, /logout, /password-reset-request, /password-reset
// and /change-password. Each call that takes guesses is rate-limited per client address (IPv6 per /64),
// each with its own counter; sign-in also counts failures per account (api/auth/sign-in-limits.ts), and
// changing a password counts failures per account. Passwords are hashed before the write transaction opens, and new
// passwords must not be common ones (api/auth/common-passwords.ts).
import { Router } from 'express'
import {
  changePasswordSchema, loginSchema, passwordResetRequestSchema, passwordResetSchema, registerSchema,
} from '../../sync/schemas'
import type { AppContext } from '../context'
import { badRequest, unauthorized } from '../http/errors'
import { parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { currentUser, requireUser } from '../middleware/auth'
import { rateLimit } from '../middleware/rate-limit'
import { findPasswordHash, findUser } from '../users/users-repo'
import { setPasswordHash } from '../users/users-service'
import { assertPasswordNotCommon } from './common-passwords'
import { hashPassword, verifyPassword } from './passwords'
import {
  RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE, requestPasswordReset, resetPasswordWithToken, userForResetToken,
} from './password-reset'
import { REGISTERED_MESSAGE, assertUsernameAvailable, registerAccount } from './registration'
import { clearSessionCookie, clearSignedInHint, endSession, setSignedInHint } from './sessions'
import { signInLimits } from './sign-in-limits'
import { authenticate, startSession } from './sign-in-service'

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Your other sessions have been signed out.'
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect'

export function authRoutes({ db, config }: AppContext): Router {
  const r = Router()
  const loginLimits = signInLimits(db, config)
  const registerLimit = rateLimit(db, 'registration', config.authRateLimit)
  const resetRequestLimit = rateLimit(db, 'password reset', config.authRateLimit)
  const changeLimit = rateLimit(db, 'password change', config.authRateLimit)
  // A stolen session must not become a way to guess the account's password.
  const changeAccountLimit = rateLimit(db, 'password change', config.authRateLimit, { key: { per: 'account', of: (req) => req.user && `user:${req.user.id}` }, failuresOnly: true })

  // The "signed in" hint follows the answer: set again while the session lives (a session started before
  // the hint existed gets one), cleared once it is gone, so the page stops asking.
  r.get('/auth/me', async (req, res) => {
    const user = req.user && await findUser(db, req.user.id)
    if (!user) {
      clearSignedInHint(req, res, config)
      throw unauthorized()
    }
    setSignedInHint(req, res, config, Date.now() + config.sessionAbsoluteMs)
    res.json(user)
  })

  r.post('/auth/login', ...loginLimits, async (req, res) => {
    const { username, password } = parse(loginSchema, req.body)
    const user = await authenticate(db, config, username, password)
    await db.transaction(async (tx) => await startSession(tx, config, req, res, user.id))
    res.json(user)
  })

  // 202 and the same message whether or not the email is new (api/auth/registration.ts); no session:
  // the caller signs in next.
  r.post('/auth/register', registerLimit, async (req, res) => {
    const { password, ...account } = parse(registerSchema, req.body)
    assertPasswordNotCommon(password)
    await assertUsernameAvailable(db, account.username) // answer a conflict before spending a hash on it
    const passwordHash = await hashPassword(password, config.scryptCost)
    await registerAccount(db, config, account, passwordHash)
    res.status(202).json({ message: REGISTERED_MESSAGE })
  })

  r.post('/auth/logout', async (req, res) => {
    if (req.sessionHash) await endSession(db, req.sessionHash)
    clearSessionCookie(req, res, config)
    res.status(204).end()
  })

  r.post('/auth/password-reset-request', resetRequestLimit, async (req, res) => {
    const { email } = parse(passwordResetRequestSchema, req.body)
    await requestPasswordReset(db, config, email, config.publicUrl)
    res.json({ message: RESET_REQUESTED_MESSAGE })
  })

  r.post('/auth/password-reset', async (req, res) => {
    const { token, password } = parse(passwordResetSchema, req.body)
    await userForResetToken(db, token) // a dead link answers 400 before any hashing
    assertPasswordNotCommon(password)
    const passwordHash = await hashPassword(password, config.scryptCost)
    await sendWrite(db, req, res, 200, async (tx) => {
      await resetPasswordWithToken(tx, token, passwordHash)
      return { message: RESET_DONE_MESSAGE }
    })
  })

  // Needs the current password; ends every session of the account and gives this one a new token, so
  // whoever else held a session (or the old token) is out.
  r.post('/auth/change-password', requireUser, changeLimit, changeAccountLimit, async (req, res) => {
    const { id } = currentUser(req)
    const { currentPassword, newPassword } = parse(changePasswordSchema, req.body)
    const stored = await findPasswordHash(db, id)
    // 400, not 401: the session is fine, and a 401 would make the app think it was signed out.
    if (!stored || !(await verifyPassword(currentPassword, stored))) {
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD })
    }
    if (newPassword === currentPassword) {
      throw badRequest('Choose a password different from your current one', { newPassword: 'Choose a password different from your current one' })
    }
    assertPasswordNotCommon(newPassword, 'newPassword')
    const passwordHash = await hashPassword(newPassword, config.scryptCost)
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, id, passwordHash) // also voids pending reset links and ends every session
      await startSession(tx, config, req, res, id)
    })
    res.json({ message: PASSWORD_CHANGED_MESSAGE })
  })

  return r
}
