// POST /api/sync/push: a device's queued changes in one request (docs/sync.md, "Batched push";
// api/sync/push-batch.ts). Signed-in people only: a batch is numbered for the person's client on the
// device, and visitors keep no numbers. Its size is refused before parsing (api/middleware/body-limits.ts),
// its count here, both 413 with a message.
import { Router } from 'express'
import type { AppContext } from '../context'
import { HttpError } from '../http/errors'
import type { Dispatch } from '../http/in-process'
import { parse } from '../http/parse'
import { currentUser, requireUser } from '../middleware/auth'
import { MAX_PUSH_MUTATIONS, PUSH_TOO_LARGE_MESSAGE, pushBatchSchema } from '../../sync/protocol/push'
import { dropBatchAnswersBelow } from './batch-answers'
import { applyBatch } from './push-batch'

export function pushRoutes({ db }: AppContext, dispatch: Dispatch): Router {
  const r = Router()
  r.post('/sync/push', requireUser, async (req, res) => {
    const mutations = (req.body as { mutations?: unknown } | undefined)?.mutations
    if (Array.isArray(mutations) && mutations.length > MAX_PUSH_MUTATIONS) throw new HttpError(413, PUSH_TOO_LARGE_MESSAGE)
    const batch = parse(pushBatchSchema, req.body)
    const userId = currentUser(req).id
    await dropBatchAnswersBelow(db, userId, batch.client, batch.mutations[0].id)
    res.json(await applyBatch(db, dispatch, req, userId, batch))
  })
  return r
}
