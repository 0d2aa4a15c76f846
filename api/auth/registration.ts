// Registration that does not tell whether an email already has an account (ASVS 5.0 V6.3.8): both
// cases answer 202 with the same message, spend the same scrypt hash and queue one mail to the address,
// either a welcome or a note to the address's owner that someone tried to register with it. The
// caller then signs in with the username and password it chose (web/sync/base/session.ts).
//
// A taken USERNAME still answers 409 "Username is already taken": usernames are public handles (shown
// on shared boards and in the header), so telling one is taken reveals nothing that is not public, and
// a person needs to know to pick another. An email is private, so it is never confirmed to a caller.
import type { Config } from '../context'
import type { Db } from '../db/connection'
import { conflict } from '../http/errors'
import { logSafe } from '../log-safe'
import { sendMail } from '../mail/mailer'
import { findUser, findUserIdByEmail, usernameTaken } from '../users/users-repo'
import { createUser, type NewAccount } from '../users/users-service'

export const REGISTERED_MESSAGE =
  'Thanks for registering. Sign in with your new username and password; if that email already had an account, we have sent a message to it instead.'

/** 409 for a taken username: call before spending a hash on the request. */
export async function assertUsernameAvailable(db: Db, username: string): Promise<void> {
  if (await usernameTaken(db, username)) throw conflict('Username is already taken', { username: 'Username is already taken' })
}

/**
 * Creates the account, or, when the email belongs to an account already, creates nothing and mails
 * that account's owner. Runs in one transaction; the answer is the same either way.
 */
export async function registerAccount(db: Db, config: Config, account: Omit<NewAccount, 'role'>, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await assertUsernameAvailable(tx, account.username) // again: another request may have taken it during the hash
    const existingId = await findUserIdByEmail(tx, account.email)
    if (existingId !== undefined) {
      const owner = (await findUser(tx, existingId))!
      await sendMail(tx, config, {
        to: owner.email,
        subject: 'Someone tried to create a Vetted account with your email',
        body: [
          `Hello ${logSafe(owner.firstName || owner.username)},`,
          '',
          `Someone tried to create a new Vetted account with this email address. It already belongs to your account "${owner.username}", so no new account was made.`,
          '',
          `If it was you, sign in at ${config.publicUrl} with that username; if you forgot the password, choose "Forgot your password?" there.`,
          'If it was not you, you need not do anything.',
        ].join('\n'),
      })
      return
    }
    // The role is never taken from the request: a registration creates a plain user.
    await createUser(tx, { ...account, role: 'user' }, passwordHash)
    await sendMail(tx, config, {
      to: account.email,
      subject: 'Welcome to Vetted',
      body: [
        `Hello ${logSafe(account.firstName || account.username)},`,
        '',
        `Your Vetted account "${account.username}" is ready. Sign in at ${config.publicUrl} with your username or this email address.`,
        '',
        'If you did not create this account, reply to this message or contact Support.',
      ].join('\n'),
    })
  })
}
