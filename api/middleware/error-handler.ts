// Registered after every route: turns what handlers throw into { message, errors? } with a 4xx, and
// anything unexpected into a logged 500 that never leaks internals.
import { constraintBroken, valueRefused } from '../db/dialect'
import type { NextFunction, Request, Response } from 'express'
import type { Config } from '../context'
import { HttpError } from '../http/errors'
import { currentLogger, redactUrl } from '../log/logger'
import { errorForLog, logSafe } from '../log-safe'

type BodyParserError = Error & { type?: string; status?: number }

export function notFoundApi(req: Request, _res: Response, next: NextFunction) {
  next(new HttpError(404, `No API call ${req.method} ${req.path}`))
}

export function errorHandler({ log, logger }: Pick<Config, 'log' | 'logger'>) {
  const logError = logger ? (m: string) => currentLogger(logger).error(m) : log
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, body } = describe(err)
    if (status >= 500) logError(`500 on ${req.method} ${logSafe(redactUrl(req.originalUrl))}: ${errorForLog(err)}`)
    if (res.headersSent) return
    res.status(status).json(body)
  }
}

function describe(err: unknown): { status: number; body: Record<string, unknown> } {
  if (err instanceof HttpError) {
    return { status: err.status, body: { message: err.message, ...(err.errors && { errors: err.errors }), ...err.extra } }
  }
  const e = err as BodyParserError & { code?: string }
  if (e?.type === 'entity.parse.failed') return { status: 400, body: { message: 'Malformed JSON in request body' } }
  if (e?.type === 'entity.too.large') return { status: 413, body: { message: 'Request body is too large' } }
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') return { status: 415, body: { message: 'Unsupported body encoding' } }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return { status: e.status, body: { message: e.message } }
  const refused = valueRefused(err)
  if (refused) return { status: 400, body: { message: refused } }
  const broken = constraintBroken(err)
  if (broken === 'unique') return { status: 409, body: { message: 'An item with the same unique value already exists' } }
  if (broken === 'foreign-key') return { status: 409, body: { message: 'A referenced item does not exist or is still in use' } }
  return { status: 500, body: { message: 'Internal server error' } }
}
