// Middleware that every call passes through, run one after another as one layer. A router visiting
// each as a layer of its own matches the path, builds a params object, runs param processing and
// allocates a callback for every one of them on every call; none of that applies to middleware
// mounted for every path. Errors go on as in a router: one passed to next, thrown, or a rejected
// promise skips the rest and goes to the error handlers that follow.
import type { NextFunction, Request, RequestHandler, Response } from 'express'

export function inSequence(handlers: RequestHandler[]): RequestHandler {
  for (const handler of handlers) {
    // An error handler (four parameters) is skipped by a router for a call without an error: keep those as layers.
    if (handler.length > 3) throw new TypeError(`inSequence takes request handlers, not error handlers (${handler.name || 'anonymous'})`)
  }
  return (req: Request, res: Response, next: NextFunction) => {
    // A member, not a declared const: see "Per-call functions" in docs/server-conventions.md.
    const call: { at: number; onward: (err?: unknown) => void } = { at: 0, onward: next }
    call.onward = (err) => {
      if (err) return next(err)
      const handler = handlers[call.at++]
      if (!handler) return next()
      try {
        const result: unknown = handler(req, res, call.onward)
        if (result instanceof Promise) result.catch((error: unknown) => next(error ?? new Error('Rejected promise')))
      } catch (error) {
        next(error)
      }
    }
    call.onward()
  }
}
