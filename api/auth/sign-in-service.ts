// Signing in: checking a username-or-email and password, and starting a session. Every failure
// answers the same 401 and costs one scrypt verification, so neither the message nor the time tells
// whether an account exists or is deactivated.
import type { User } from '../../sync/schemas'
import type { Request, Response } from 'express'
import type { Config } from '../context'
import type { Db } from '../db/connection'
import { unauthorized } from '../http/errors'
import { findCredentials, findUser } from '../users/users-repo'
import { dummyHashFor, verifyPassword } from './passwords'
import { createSession, endSession, hashToken, readSessionToken, setSessionCookie } from './sessions'

export const INVALID_CREDENTIALS = 'Invalid username or password'

/** The account for these credentials, or a 401 with the one message every failure shares. */
export async function authenticate(db: Db, config: Config, login: string, password: string): Promise<User> {
  const credentials = await findCredentials(db, login)
  const matches = await verifyPassword(password, credentials?.passwordHash ?? dummyHashFor(config.scryptCost))
  const user = credentials && matches && credentials.isActive ? await findUser(db, credentials.id) : undefined
  if (!user) throw unauthorized(INVALID_CREDENTIALS)
  return user
}

/**
 * Gives the caller a fresh session (a new token at every sign-in, so a token planted before sign-in is
 * worthless) and ends the one their request carried, if any. Call inside the write's transaction, last.
 */
export async function startSession(db: Db, config: Config, req: Request, res: Response, userId: number): Promise<void> {
  const previous = readSessionToken(req, config)
  if (previous) await endSession(db, hashToken(previous))
  const { token, expiresAt } = await createSession(db, config, userId)
  setSessionCookie(req, res, config, token, expiresAt)
}
