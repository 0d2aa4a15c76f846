// Server-side sessions (README.md, Security): an opaque 256-bit token in an HttpOnly cookie, stored
// only as its SHA-256, with an idle and an absolute expiry. A new token at every sign-in. When the site
// is served over HTTPS (PUBLIC_URL https://...) the cookie is `__Host-vetted_session`: browsers accept
// that name only with Secure, Path=/ and no Domain, so no other host (a sibling subdomain, a plain-HTTP
// man in the middle) can plant or overwrite it. Over plain HTTP (local use, tests) it keeps its old
// name, since browsers refuse Secure cookies there.
import { createHash, randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'
import type { Config } from '../context'
import { noteSessionsEnded } from '../db/commit-notices'
import type { Db } from '../db/connection'
import { SIGNED_IN_HINT_COOKIE } from '../../sync/protocol/session-hint'

export const SESSION_COOKIE = 'vetted_session'
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`

const servedOverHttps = (config: Config) => config.publicUrl.startsWith('https://')
/** The cookie's name for this site; moving PUBLIC_URL to https signs everyone out once. */
export const sessionCookieName = (config: Config) => (servedOverHttps(config) ? HOST_SESSION_COOKIE : SESSION_COOKIE)
/** Touch last_seen_at at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000

export interface SessionUser {
  id: number
  username: string
  email: string
  firstName: string | null
  lastName: string | null
  role: 'user' | 'admin'
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createSession(db: Db, config: Config, userId: number): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  const expiresAt = now + config.sessionAbsoluteMs
  await db.run('INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)', hashToken(token), userId, now, now, expiresAt)
  return { token, expiresAt }
}

/** The columns findSessionUser reads: the session's clock and its user. */
interface SessionRow {
  last_seen_at: number
  expires_at: number
  id: number
  username: string
  email: string
  first_name: string | null
  last_name: string | null
  role: SessionUser['role']
  is_active: number
}

/**
 * The active user behind a token, or undefined when the session is unknown, expired or the user
 * inactive. `touch: false` (the live channel re-checking an open connection) leaves last_seen_at as it
 * is: an open tab is not the person's activity, and must not keep an idle session alive.
 */
export async function findSessionUser(db: Db, config: Config, tokenHash: string, { touch = true } = {}): Promise<SessionUser | undefined> {
  const row = await db.get<SessionRow>(`SELECT s.last_seen_at, s.expires_at, u.id, u.username, u.email, u.first_name, u.last_name, u.role, u.is_active
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`, tokenHash)
  if (!row) return undefined
  const now = Date.now()
  if (!row.is_active || now > row.expires_at || now - row.last_seen_at > config.sessionIdleMs) {
    await db.run('DELETE FROM sessions WHERE token_hash = ?', tokenHash)
    return undefined
  }
  if (touch && now - row.last_seen_at > TOUCH_EVERY_MS) {
    await db.run('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?', now, tokenHash)
  }
  return { id: row.id, username: row.username, email: row.email, firstName: row.first_name, lastName: row.last_name, role: row.role }
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.run('DELETE FROM sessions WHERE token_hash = ?', tokenHash)
  noteSessionsEnded(db, { tokenHash }) // its live connection closes (api/sync/live/)
}

/** Ends every session of a user: at password reset, deactivation and deletion. */
export async function endUserSessions(db: Db, userId: number): Promise<void> {
  await db.run('DELETE FROM sessions WHERE user_id = ?', userId)
  noteSessionsEnded(db, { userId })
}

export async function pruneSessions(db: Db, config: Config): Promise<number> {
  const now = Date.now()
  return (await db.run('DELETE FROM sessions WHERE expires_at < ? OR last_seen_at < ?', now, now - config.sessionIdleMs)).changes
}

export function readSessionToken(req: Request, config: Config): string | undefined {
  const header = req.headers.cookie
  if (!header) return undefined
  const name = sessionCookieName(config)
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeCookieValue(part.slice(eq + 1).trim())
  }
  return undefined
}

/** A value that is not valid percent-encoding (`%`, `%ZZ`) is no token we issued: no session, not a 500. */
function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/** Secure whenever the site is HTTPS, even when a proxy without TRUST_PROXY makes the request look plain. */
const cookieOptions = (req: Request, config: Config) =>
  ({ httpOnly: true, sameSite: 'lax', secure: servedOverHttps(config) || req.secure, path: '/' }) as const

export function setSessionCookie(req: Request, res: Response, config: Config, token: string, expiresAt: number): void {
  res.cookie(sessionCookieName(config), token, { ...cookieOptions(req, config), expires: new Date(expiresAt) })
  setSignedInHint(req, res, config, expiresAt)
}

export function clearSessionCookie(req: Request, res: Response, config: Config): void {
  res.clearCookie(sessionCookieName(config), cookieOptions(req, config))
  clearSignedInHint(req, res, config)
}

/** The page-readable "signed in" hint (sync/protocol/session-hint.ts): no secret, so not HttpOnly. */
const hintOptions = (req: Request, config: Config) => ({ ...cookieOptions(req, config), httpOnly: false })

export function setSignedInHint(req: Request, res: Response, config: Config, expiresAt: number): void {
  res.cookie(SIGNED_IN_HINT_COOKIE, '1', { ...hintOptions(req, config), expires: new Date(expiresAt) })
}

export function clearSignedInHint(req: Request, res: Response, config: Config): void {
  res.clearCookie(SIGNED_IN_HINT_COOKIE, hintOptions(req, config))
}
