// Who is calling: loadSession attaches req.user; requireUser and requireAdmin guard routes
// (401 for anonymous visitors, 403 for members), before any change is made.
import type { NextFunction, Request, Response } from 'express'
import { findSessionUser, hashToken, readSessionToken } from '../auth/sessions'
import type { AppContext } from '../context'
import { forbidden, unauthorized } from '../http/errors'

export function loadSession({ db, config }: AppContext) {
  const signIn = async (req: Request, tokenHash: string, next: NextFunction) => {
    const user = await findSessionUser(db, config, tokenHash)
    if (user) {
      req.user = user
      req.sessionHash = tokenHash
    }
    next()
  }
  // A visitor without a session cookie goes on at once, making no promise (most public reads).
  return (req: Request, _res: Response, next: NextFunction) => {
    const token = readSessionToken(req, config)
    if (!token || token.length > 100) return next()
    return signIn(req, hashToken(token), next)
  }
}

export function requireUser(req: Request, _res: Response, next: NextFunction) {
  if (!req.user) throw unauthorized()
  next()
}

export function requireAdmin(req: Request, _res: Response, next: NextFunction) {
  if (!req.user) throw unauthorized()
  if (req.user.role !== 'admin') throw forbidden('Admin privileges are required')
  next()
}

/** The signed-in user; only call behind requireUser. */
export function currentUser(req: Request) {
  if (!req.user) throw unauthorized()
  return req.user
}
