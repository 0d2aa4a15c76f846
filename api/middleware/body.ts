// JSON body parsing for the API. Every parser here refuses a body nested deeper than MAX_BODY_DEPTH
// right after JSON.parse, before any handler sees it and before the Idempotency-Key hash
// (api/middleware/idempotency.ts) runs JSON.stringify over it: V8's JSON.parse is iterative, but
// JSON.stringify recurses and overflows the stack at a few thousand levels (a 20 KB body), which
// would answer 500. Which call may send how much is decided in api/middleware/body-limits.ts.
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { HttpError, badRequest } from '../http/errors'

/** No request schema in sync/schemas nests more than a few levels; 32 leaves room and stays far from any stack limit. */
export const MAX_BODY_DEPTH = 32
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply'
export const NO_BODY_MESSAGE = 'This call takes no request body: send {} or nothing'
/** Bytes a counter call may announce: `{}` with room for whitespace. */
const NO_BODY_LIMIT = 64

/**
 * True when `value` has objects or arrays nested more than `max` deep (`{}` is depth 1). Walks with
 * its own stack, never the call stack, so the check itself cannot overflow on the bodies it refuses.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const values: unknown[] = [value]
  const depths: number[] = [1]
  while (values.length > 0) {
    const current = values.pop()
    const depth = depths.pop()!
    if (current === null || typeof current !== 'object') continue
    if (depth > max) return true
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') {
        values.push(child)
        depths.push(depth + 1)
      }
    }
  }
  return false
}

/** A body follows the headers, by the test body-parser applies (type-is's hasBody): Transfer-Encoding, or a numeric Content-Length. */
const announcesBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(req.headers['content-length']))

/**
 * express.json with `limit`, then the depth check. A body an earlier parser already read (a route's
 * own larger limit, api/middleware/body-limits.ts) is left as it is.
 */
export function jsonBody(limit: string | number): RequestHandler {
  const parse = express.json({ limit })
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.body !== undefined) return next()
    // Most calls (every GET) carry no body: answered here as the parser would, without its reader.
    if (!announcesBody(req)) {
      req.body = undefined
      return next()
    }
    parse(req, res, (err?: unknown) => {
      if (err) return next(err)
      if (nestedDeeperThan(req.body, MAX_BODY_DEPTH)) return next(badRequest(TOO_DEEP_MESSAGE))
      next()
    })
  }
}

/**
 * For calls anyone may make that carry nothing (the view and download counters): `{}` or no body.
 * A larger announced body is refused before a byte of it is read; anything else answers 400.
 */
export function emptyBody(): RequestHandler {
  const parse = express.json({ limit: NO_BODY_LIMIT })
  return (req: Request, res: Response, next: NextFunction) => {
    if (Number(req.get('Content-Length') ?? 0) > NO_BODY_LIMIT) throw new HttpError(413, NO_BODY_MESSAGE)
    parse(req, res, (err?: unknown) => {
      if (err) return next(err)
      const body: unknown = req.body
      const empty = body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0)
      next(empty ? undefined : badRequest(NO_BODY_MESSAGE))
    })
  }
}
