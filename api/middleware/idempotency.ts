// Idempotency-Key on POST/PATCH/PUT/DELETE: the first answer is stored (by sendWrite, in the write's
// transaction) and replayed for the same key; the same key with a different request answers 422.
// The stored request hash is an HMAC under a secret the server made at its first start, so the
// table never holds a plain hash of a request body that could be guessed back from it; calls that
// carry a password refuse the header outright (api/middleware/password-routes.ts).
//
// Rows are kept 30 days and copied into every backup, so nobody may store data this way for free
// (docs/security.md, "Abuse"): the header counts only for a signed-in account (an anonymous call is
// answered as if it had none), never on the public counters (COUNTER_PATHS, whose answer is the same
// every time anyway), a row keeps the route's template rather than the URL (no query string, no
// shared-board token), and an account keeps at most MAX_KEYS_PER_USER rows, the oldest going first.
import { createHash, createHmac } from 'node:crypto'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { Router } from 'express'
import { DAY } from '../context'
import { COUNTER_PATHS } from '../counters/visits'
import type { Db } from '../db/connection'
import { serverSecret } from '../db/server-secrets'
import { HttpError, badRequest } from '../http/errors'
import { refuseKeyOnPasswordCall } from './password-routes'
import { writesOnly } from './writes-only'

export interface IdempotencyKey {
  userKey: string
  key: string
  method: string
  /** The route's template, never the URL. */
  readonly path: string
  hash: string
  /**
   * The plain SHA-256 that keys stored before the HMAC carry; accepted until they age out
   * (IDEMPOTENCY_TTL_MS after the upgrade), so an outbox retry across the upgrade still replays.
   */
  legacyHash: string
}

type Stored = { status: number; body: unknown }

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/
/**
 * How long a stored answer is kept (api/maintenance.ts prunes older ones). A write can sit in a device's
 * outbox for as long as the device stays offline, and its retry must still replay, not apply twice; the
 * change feed keeps tombstones 30 days (TOMBSTONE_RETENTION_MS), the longest a device may be away
 * without rebuilding its copy, so keys live at least that long.
 */
export const IDEMPOTENCY_TTL_MS = 30 * DAY

/**
 * Rows one account keeps at most. An API client sends a key per write and retries within minutes, so
 * the newest thousand cover any retry; the oldest go first.
 */
export const MAX_KEYS_PER_USER = 1000

export async function idempotency(db: Db): Promise<RequestHandler> {
  const r = Router()
  // A counter's call answers the same every time: nothing to replay, nothing stored.
  r.post(COUNTER_PATHS, (_req, _res, next) => next('router'))
  r.use(await keyedWrites(db))
  return writesOnly(r)
}

/** The path of the route that answered, as declared (`/api/boards/shared/:token/duplicate`). */
const routeTemplate = (req: Request): string => (req.route ? `${req.baseUrl}${String((req.route as { path: unknown }).path)}` : req.baseUrl)

async function keyedWrites(db: Db) {
  const secret = await serverSecret(db, 'idempotency-hmac') // made at first start
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('Idempotency-Key')
    if (header === undefined || !['POST', 'PATCH', 'PUT', 'DELETE'].includes(req.method)) return next()
    refuseKeyOnPasswordCall(req)
    if (!req.user) return next() // anonymous: answered as if it carried no key
    if (!KEY_PATTERN.test(header)) throw badRequest('Idempotency-Key must be 1-200 letters, digits or . _ : -')
    const request = `${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`
    const hash = createHmac('sha256', secret).update(request).digest('hex')
    const legacyHash = createHash('sha256').update(request).digest('hex')
    const key: IdempotencyKey = {
      userKey: `u:${req.user.id}`, key: header, method: req.method, hash, legacyHash,
      // Read when the answer is stored, inside the route's handler: only then is the route known.
      get path() {
        return routeTemplate(req)
      },
    }
    const stored = await findStoredAnswer(db, key)
    if (stored) {
      res.set('Idempotent-Replayed', 'true')
      if (stored.body === null) return void res.status(stored.status).end()
      return void res.status(stored.status).json(stored.body)
    }
    req.idempotency = key
    next()
  }
}

/** The stored answer for this key, or undefined; throws 422 when the key was used for another request. */
export async function findStoredAnswer(db: Db, key: IdempotencyKey): Promise<Stored | undefined> {
  const row = await db.get<{ request_hash: string; status: number; response: string }>('SELECT request_hash, status, response FROM idempotency_keys WHERE user_key = ? AND idem_key = ?', key.userKey, key.key)
  if (!row) return undefined
  if (row.request_hash !== key.hash && row.request_hash !== key.legacyHash) throw new HttpError(422, 'This Idempotency-Key was already used for a different request')
  return { status: row.status, body: JSON.parse(row.response) }
}

export async function storeAnswer(db: Db, key: IdempotencyKey, status: number, body: unknown): Promise<void> {
  await db.run(`INSERT INTO idempotency_keys (user_key, idem_key, method, path, request_hash, status, response, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, key.userKey, key.key, key.method, key.path, key.hash, status, JSON.stringify(body), Date.now())
  const held = (await db.value<number>('SELECT COUNT(*) FROM idempotency_keys WHERE user_key = ?', key.userKey))!
  if (held > MAX_KEYS_PER_USER) {
    // Oldest first; keys stored in the same millisecond go in key order.
    await db.run(`DELETE FROM idempotency_keys WHERE user_key = ? AND idem_key IN
         (SELECT idem_key FROM idempotency_keys WHERE user_key = ? ORDER BY created_at, idem_key LIMIT ?)`, key.userKey, key.userKey, held - MAX_KEYS_PER_USER)
  }
}

export async function pruneIdempotencyKeys(db: Db, olderThanMs = IDEMPOTENCY_TTL_MS): Promise<number> {
  return (await db.run('DELETE FROM idempotency_keys WHERE created_at < ?', Date.now() - olderThanMs)).changes
}
