// Who may send how much, decided before a byte of the body is read. api/app.ts mounts this router
// after loadSession and before the small default parser (DEFAULT_BODY_LIMIT, every other call), so
// the calls that take large bodies check their guard first: an anonymous 45 MB import answers 401
// and a member's 9 MB post 403, unread. The resource routers keep their own guards; this table only
// decides parsing, and a path missing here falls back to the default limit (refused, never widened).
import express, { Router } from 'express'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { COUNTER_PATHS } from '../counters/visits'
import { HttpError } from '../http/errors'
import { MAX_PUSH_BYTES, PUSH_TOO_LARGE_MESSAGE } from '../../sync/protocol/push'
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../../sync/schemas/vendor-document'
import { requireAdmin, requireUser } from './auth'
import { emptyBody, jsonBody } from './body'
import { writesOnly } from './writes-only'

/** Every call's limit unless listed below: no member or visitor form comes near it. */
export const DEFAULT_BODY_LIMIT = '100kb'

export function bodyLimits(): RequestHandler {
  const r = Router()
  // CSV imports: up to MAX_IMPORT_ROWS rows (sync/rules/csv-vendor-row.ts) in one body.
  const importBody = jsonBody('50mb')
  r.post(['/vendors/import', '/products/import'], requireAdmin, importBody)

  // Blog posts carry 200,000 characters of content and an inline featured image of up to 7 MB of
  // base64 (imageRef in sync/schemas/common.ts).
  const postBody = jsonBody('8mb')
  r.post('/blog/posts', requireAdmin, postBody)
  r.route('/blog/posts/:id').patch(requireAdmin, postBody).put(requireAdmin, postBody)

  // Catalogue rows whose schemas admit more than the default: a resource's 200,000-character content,
  // a vendor's or product's lists of up to 100 entries of 500 characters (sync/schemas).
  const catalogBody = jsonBody('1mb')
  r.post(['/vendors', '/products', '/resources'], requireAdmin, catalogBody)
  r.patch(['/vendors/:id', '/products/:id'], requireAdmin, catalogBody)
  r.put('/resources/:id', requireAdmin, catalogBody)

  // A device's batch of queued changes (api/sync/push-routes.ts): each change keeps its own call's
  // limit when the batch sends it on; an announced body over the batch's is refused with its message.
  r.post('/sync/push', requireUser, announcedAtMost(MAX_PUSH_BYTES, PUSH_TOO_LARGE_MESSAGE), jsonBody(MAX_PUSH_BYTES))

  // A vendor document's PDF, raw, up to 20 MB (api/vendor-documents): the route checks its type and bytes.
  r.post('/vendors/:id/documents', requireAdmin, announcedAtMost(MAX_DOCUMENT_BYTES, DOCUMENT_MESSAGES.tooLarge),
    express.raw({ type: () => true, limit: MAX_DOCUMENT_BYTES }))

  // Counters anyone may call carry nothing.
  r.post(COUNTER_PATHS, emptyBody())
  return writesOnly(r)
}

/** Refuses a body whose Content-Length says it is over `bytes`, unread; the parser's limit catches one that does not say. */
function announcedAtMost(bytes: number, message: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (Number(req.get('Content-Length') ?? 0) > bytes) throw new HttpError(413, message)
    next()
  }
}
