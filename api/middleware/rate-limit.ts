// A fixed-window limit per client address for the calls attackers hammer (login, register, reset):
// past the limit, 429 with Retry-After in seconds.
import type { NextFunction, Request, Response } from 'express'
import { HttpError } from '../http/errors'

export function rateLimit(name: string, { windowMs, max }: { windowMs: number; max: number }) {
  const windows = new Map<string, { start: number; count: number }>()
  return (req: Request, res: Response, next: NextFunction) => {
    const now = Date.now()
    if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
    const key = req.ip ?? 'unknown'
    let w = windows.get(key)
    if (!w || now - w.start >= windowMs) windows.set(key, (w = { start: now, count: 0 }))
    if (++w.count > max) {
      res.set('Retry-After', String(Math.ceil((w.start + windowMs - now) / 1000)))
      throw new HttpError(429, `Too many ${name} attempts. Please wait and try again.`)
    }
    next()
  }
}
