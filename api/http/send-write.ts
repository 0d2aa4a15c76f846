// Runs a write and answers it. The effect, the version bump and the Idempotency-Key record commit in
// one SQLite transaction (docs/sync.md, "Outbox"), so a retried request can never apply twice.
import type { Request, Response } from 'express'
import type { Db } from '../db/connection'
import { findStoredAnswer, storeAnswer } from '../middleware/idempotency'

export function sendWrite(db: Db, req: Request, res: Response, status: number, effect: () => unknown): void {
  const answer = db.transaction(() => {
    const key = req.idempotency
    // The same key may have committed between the middleware's look and this transaction (two
    // copies of one request at once): answer it as the replay it is.
    const stored = key && findStoredAnswer(db, key)
    if (stored) return { ...stored, replayed: true }
    const body = effect() ?? null
    if (key) storeAnswer(db, key, status, body)
    return { status, body, replayed: false }
  })()
  if (answer.replayed) res.set('Idempotent-Replayed', 'true')
  if (answer.body === null) res.status(answer.status).end()
  else res.status(answer.status).json(answer.body)
}
