// The client's protocol version (sync/protocol/protocol-version.ts). The web app sends it on every API
// call; a version this server no longer speaks answers 426 before any route runs, so an old tab is told
// to reload instead of having its queued writes refused one by one (or worse, misread). Calls without
// the header (curl, scripts, tests) are accepted: the check is there to stop stale apps, not callers.
import type { NextFunction, Request, Response } from 'express'
import { PROTOCOL_HEADER, PROTOCOL_VERSION, SUPPORTED_PROTOCOLS } from '../../sync/protocol/protocol-version'
import { HttpError, badRequest } from '../http/errors'

export const OUT_OF_DATE_MESSAGE = 'This version of the app is out of date. Reload to get the latest version.'

export function protocolVersion() {
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = req.get(PROTOCOL_HEADER)
    if (header === undefined) return next()
    if (!/^\d{1,9}$/.test(header.trim())) {
      throw badRequest(`${PROTOCOL_HEADER} must be a whole number such as ${PROTOCOL_VERSION}`)
    }
    if (!SUPPORTED_PROTOCOLS.includes(Number(header))) throw new HttpError(426, OUT_OF_DATE_MESSAGE)
    next()
  }
}
