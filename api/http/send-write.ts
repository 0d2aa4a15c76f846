// Runs a write and answers it. The effect, the version bump, the Idempotency-Key record and the
// device's mutation record commit in one transaction (docs/sync.md, "Exactly once"), so a
// retried request can never apply twice.
import type { Request, Response } from 'express'
import { APPLIED_EARLIER_HEADER } from '../../sync/protocol/client-mutations'
import type { Db, Tx } from '../db/connection'
import { holdWriteOrder } from '../db/versioning'
import { findStoredAnswer, storeAnswer } from '../middleware/idempotency'
import { answerWithoutApplying, recordApplied } from '../sync/clients'

interface Answer {
  status: number
  body: unknown
  replayed?: boolean
  earlier?: boolean
}

export async function sendWrite(db: Db, req: Request, res: Response, status: number, effect: (tx: Tx) => Promise<unknown>): Promise<void> {
  const answer = await db.transaction(async (tx): Promise<Answer> => {
    await holdWriteOrder(tx)
    const key = req.idempotency
    const client = req.clientMutation
    // The same key or change may have committed between the middleware's look and this transaction
    // (two copies of one request at once): answer it as the replay it is.
    const stored = key && await findStoredAnswer(tx, key)
    if (stored) return { ...stored, replayed: true }
    const without = client && await answerWithoutApplying(tx, client)
    if (without) return { status: without.status, body: without.body, replayed: without.kind === 'replayed', earlier: without.kind === 'earlier' }
    const body = (await effect(tx)) ?? null
    if (key) await storeAnswer(tx, key, status, body)
    if (client) await recordApplied(tx, client, status, body)
    return { status, body }
  })
  sendAnswer(res, answer)
}

/** Writes an answer, replayed or not, with the headers that say which. */
export function sendAnswer(res: Response, answer: Answer): void {
  if (answer.replayed) res.set('Idempotent-Replayed', 'true')
  if (answer.earlier) res.set(APPLIED_EARLIER_HEADER, 'true')
  if (answer.body === null) res.status(answer.status).end()
  else res.status(answer.status).json(answer.body)
}
