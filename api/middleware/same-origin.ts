// CSRF defence (docs/security.md): a state-changing call must come from this site's own pages (Origin
// equal to the request's own origin, or one listed in ALLOWED_ORIGINS) and, when it carries a body
// (always for POST, PUT and PATCH), that body must be JSON, which a cross-site form cannot send. A
// vendor document's upload sends its PDF raw as application/pdf: no form can send that type either,
// and a cross-site script could only with a CORS preflight, which this server never grants.
import type { NextFunction, Request, Response } from 'express'
import { HttpError } from '../http/errors'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function sameOrigin(allowedOrigins: string[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!UNSAFE.has(req.method)) return next()
    const origin = req.get('Origin')
    const own = `${req.protocol}://${req.get('Host')}`
    if (!origin || (origin !== own && !allowedOrigins.includes(origin))) {
      throw new HttpError(403, 'Cross-site request refused: Origin must be this site')
    }
    const hasBody = req.method !== 'DELETE' || Number(req.get('Content-Length') ?? 0) > 0 || req.get('Transfer-Encoding') !== undefined
    if (hasBody && !req.is('application/json') && !req.is('application/pdf')) {
      throw new HttpError(415, 'Request body must be JSON (Content-Type: application/json)')
    }
    next()
  }
}
