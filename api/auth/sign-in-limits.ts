// The limits in front of POST /api/auth/login (docs/security.md, "Abuse"). Only an attempt that
// carries a username and a password counts: a body without them answers 400 before any hash is spent,
// so it costs no one anything. A real attempt counts against its client address (IPv6 per /64), and a
// failed one also against the account it names, from whatever address it comes:
// - an existing account is counted by its id, so its username and its email share one count;
// - a name that matches no account is counted by its spelling (letter case and Unicode form folded)
//   in a store of its own, so the limit answers the same whether or not an account exists, and a flood
//   of made-up names only ever pushes other made-up names out of that store, never a real account's count.
import type { Request, RequestHandler } from 'express'
import type { Config } from '../context'
import type { Db } from '../db/connection'
import { rateLimit } from '../middleware/rate-limit'
import { findCredentials } from '../users/users-repo'

/** Real accounts with failed sign-ins held at once: more than the accounts an attacker can make in a window. */
const ACCOUNT_KEYS = 100_000

/** The username and password of a sign-in, when the body carries both as non-empty text. */
function attemptOf(body: unknown): { username: string } | undefined {
  const { username, password } = (body ?? {}) as { username?: unknown; password?: unknown }
  if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) return undefined
  return { username: username.trim() }
}

type Target = { account: string } | { name: string } | undefined

export function signInLimits(db: Db, config: Config): RequestHandler[] {
  // The target is looked up once, before the limiters, which each ask for it twice (to skip, then to count).
  const targets = new WeakMap<Request, Target>()
  const findTarget: RequestHandler = async (req, _res, next) => {
    const attempt = attemptOf(req.body)
    const account = attempt && (await findCredentials(db, attempt.username))
    const target: Target = !attempt
      ? undefined
      : account
        ? { account: `user:${account.id}` }
        : { name: `name:${attempt.username.normalize('NFKC').toLowerCase().slice(0, 254)}` }
    targets.set(req, target)
    next()
  }
  const targetOf = (req: Request): Target => targets.get(req)
  const accountOf = (req: Request) => {
    const target = targetOf(req)
    return target && 'account' in target ? target.account : undefined
  }
  const madeUpNameOf = (req: Request) => {
    const target = targetOf(req)
    return target && 'name' in target ? target.name : undefined
  }
  return [
    findTarget,
    rateLimit(db, 'sign-in', config.authRateLimit, { counts: (req) => targetOf(req) !== undefined }),
    rateLimit(db, 'sign-in', config.authRateLimit, { key: { per: 'account', of: accountOf }, failuresOnly: true, maxKeys: ACCOUNT_KEYS }),
    rateLimit(db, 'sign-in', config.authRateLimit, { key: { per: 'made-up name', of: madeUpNameOf }, failuresOnly: true }),
  ]
}
