// A board's history (docs/board-teams.md, "Activity, undo and merging"): GET /api/boards/{id}/activity
// (its team only; anyone else 404) and POST /api/boards/{id}/undo (one change of the caller's own).
import { Router } from 'express'
import { boardUndoSchema, idParams } from '../../sync/schemas'
import type { AppContext } from '../context'
import { parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { currentUser, requireUser } from '../middleware/auth'
import { listActivity, undoChange } from './history-service'

export function historyRoutes({ db }: AppContext): Router {
  const r = Router()

  r.get('/boards/:id/activity', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(await listActivity(db, currentUser(req).id, id))
  })

  r.post('/boards/:id/undo', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const { change } = parse(boardUndoSchema, req.body)
    await sendWrite(db, req, res, 200, async (tx) => await undoChange(tx, currentUser(req).id, id, change))
  })

  return r
}
