// Password reset by mail (README, Security): a 256-bit single-use token, stored only as its SHA-256,
// valid 30 minutes; asking for a new one voids the earlier ones. The request answers the same whether
// or not the email belongs to an account, so it cannot be used to find accounts. The token itself is
// written nowhere but the message: the mail outbox keeps the link as [redacted] (api/mail/mailer.ts).
import { randomBytes } from 'node:crypto'
import type { Config } from '../context'
import type { Db } from '../db/connection'
import { badRequest } from '../http/errors'
import { sendMail } from '../mail/mailer'
import { logSafe } from '../log-safe'
import { findActiveUserIdByEmail, findUser } from '../users/users-repo'
import { setPasswordHash } from '../users/users-service'
import { hashToken } from './sessions'

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000
export const RESET_REQUESTED_MESSAGE = 'If an account with that email exists, a password reset link has been sent.'
export const RESET_DONE_MESSAGE = 'Password reset successfully! You can now log in with your new password.'
export const RESET_INVALID_MESSAGE = 'This reset link is invalid or has expired'

/** Issues a token and mails the link when the email belongs to an active account; otherwise does nothing. */
export async function requestPasswordReset(db: Db, config: Config, email: string, origin: string): Promise<void> {
  const userId = await findActiveUserIdByEmail(db, email)
  if (userId === undefined) return
  const user = (await findUser(db, userId))!
  const token = randomBytes(32).toString('base64url')
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM password_reset_tokens WHERE user_id = ? AND used_at IS NULL', userId)
    await tx.run('INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)', hashToken(token), userId, Date.now() + RESET_TOKEN_TTL_MS)
    await sendMail(tx, config, {
      to: user.email,
      subject: 'Reset your Vetted password',
      body: [
        `Hello ${logSafe(user.firstName || user.username)},`,
        '',
        'Someone asked to reset the password of your Vetted account. To choose a new password, open this link within 30 minutes:',
        `${origin}/reset-password?token=${token}`,
        '',
        'If you did not ask for this, ignore this message; your password stays as it is.',
      ].join('\n'),
    }, [token])
  })
}

/** The user a live (unused, unexpired) token belongs to, or a 400. Read-only: a first check before hashing. */
export async function userForResetToken(db: Db, token: string): Promise<number> {
  const userId = await db.value<number>(`SELECT t.user_id FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.used_at IS NULL AND t.expires_at > ? AND u.is_active = 1`, hashToken(token), Date.now())
  if (userId === undefined) throw badRequest(RESET_INVALID_MESSAGE)
  return userId
}

/**
 * Spends the token and sets the new password; call inside the write's transaction. The token is
 * checked again here because the route's first check ran before the slow hash, and another request
 * may have spent it meanwhile.
 */
export async function resetPasswordWithToken(db: Db, token: string, passwordHash: string): Promise<void> {
  const userId = await userForResetToken(db, token)
  const claimed = (await db.run('UPDATE password_reset_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', Date.now(), hashToken(token))).changes
  if (claimed !== 1) throw badRequest(RESET_INVALID_MESSAGE)
  await setPasswordHash(db, userId, passwordHash)
}
