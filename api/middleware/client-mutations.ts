// A signed-in device's queued change carries its client id and number (api/sync/clients.ts). A number the
// server already applied is answered here, before any route runs (its recorded answer, or "applied
// before"), and a forgotten client's change is refused with 409; anything else goes on to its route,
// whose sendWrite records it with the effect.
import type { NextFunction, Request, Response } from 'express'
import type { Db } from '../db/connection'
import { sendAnswer } from '../http/send-write'
import { answerWithoutApplying, clientMutationOf } from '../sync/clients'

export function clientMutations(db: Db) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!['POST', 'PATCH', 'PUT', 'DELETE'].includes(req.method)) return next()
    const client = clientMutationOf(req)
    if (!client) return next()
    const without = await answerWithoutApplying(db, client)
    if (without) return sendAnswer(res, { status: without.status, body: without.body, replayed: without.kind === 'replayed', earlier: without.kind === 'earlier' })
    req.clientMutation = client
    next()
  }
}
