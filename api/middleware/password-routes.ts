// The calls whose bodies carry a password. They never take an Idempotency-Key: a stored answer would
// keep a hash of the request (password included) for 30 days, and replaying a sign-in cannot give the
// session cookie back anyway. The web app sends these calls directly, never through its outbox
// (web/sync/base/session.ts, web/data/admin/admin-users.ts), so a key on one of them is a client's mistake.
import type { Request } from 'express'
import { badRequest } from '../http/errors'

/** Paths below /api, matched as Express matches routes: any letter case, an optional trailing slash. */
const PASSWORD_PATHS = /^\/(auth\/(login|register|password-reset|change-password)|admin\/users|admin\/users\/[^/]+\/reset-password)\/?$/i

export const IDEMPOTENCY_KEY_REFUSED = 'Idempotency-Key is not accepted on calls that carry a password; send the call without it'

export const carriesPassword = (req: Request) => req.method === 'POST' && PASSWORD_PATHS.test(req.path)

/** Call where the Idempotency-Key header is read (api/middleware/idempotency.ts). */
export function refuseKeyOnPasswordCall(req: Request): void {
  if (carriesPassword(req)) throw badRequest(IDEMPOTENCY_KEY_REFUSED)
}
