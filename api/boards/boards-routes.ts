// Evaluation boards: GET /api/boards (the user's own and their teams'), GET /api/boards/{id} (its owner
// and team only; the team's calls are api/boards/team-routes.ts),
// POST /api/boards, PATCH and DELETE /api/boards/{id}, POST /api/boards/{id}/duplicate, POST and DELETE
// /api/boards/{id}/decision (the owner's decision, api/boards/decision-service.ts); a shared board
// for anyone with its token: GET /api/boards/shared/{token}, POST /api/boards/shared/{token}/duplicate
// (api/boards/boards-service.ts says why by token).
import { Router } from 'express'
import { boardCreateSchema, boardDecisionSchema, boardUpdateSchema, idParams, shareTokenParams } from '../../sync/schemas'
import type { AppContext } from '../context'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { currentUser, requireUser } from '../middleware/auth'
import { decideBoard, reopenDecision } from './decision-service'
import { createBoard, deleteBoard, duplicateBoard, duplicateSharedBoard, listBoards, updateBoard, viewBoard, viewSharedBoard } from './boards-service'

export function boardsRoutes({ db }: AppContext): Router {
  const r = Router()

  r.get('/boards', requireUser, async (req, res) => {
    res.json(await listBoards(db, currentUser(req).id))
  })

  // No sign-in needed: a shared board's link works for anyone who has it. no-store: once sharing is
  // turned off, no cache may keep answering the link.
  r.get('/boards/shared/:token', async (req, res) => {
    const { token } = parse(shareTokenParams, req.params)
    res.set('Cache-Control', 'no-store')
    res.json(await viewSharedBoard(db, token))
  })

  r.post('/boards/shared/:token/duplicate', requireUser, async (req, res) => {
    const { token } = parse(shareTokenParams, req.params)
    await sendWrite(db, req, res, 201, async (tx) => await duplicateSharedBoard(tx, currentUser(req).id, token))
  })

  // Anyone but its owner and team gets 404 here, even when shared (shared boards are read by token only), and to
  // visitors too: 404 rather than 401, so the answer never says whether the id exists.
  r.get('/boards/:id', async (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(await viewBoard(db, req.user?.id, id))
  })

  r.post('/boards', requireUser, async (req, res) => {
    const input = parse(boardCreateSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await createBoard(tx, currentUser(req).id, input))
  })

  r.patch('/boards/:id', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(boardUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 200, async (tx) => await updateBoard(tx, currentUser(req).id, id, input, expected))
  })

  r.delete('/boards/:id', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 204, async (tx) => await deleteBoard(tx, currentUser(req).id, id, expected))
  })

  r.post('/boards/:id/duplicate', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    await sendWrite(db, req, res, 201, async (tx) => await duplicateBoard(tx, currentUser(req).id, id))
  })

  r.post('/boards/:id/decision', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(boardDecisionSchema, req.body)
    await sendWrite(db, req, res, 200, async (tx) => await decideBoard(tx, currentUser(req).id, id, input))
  })

  // Reopening answers the board (200), not 204: the decision is a part of the board, not a row of its own.
  r.delete('/boards/:id/decision', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    await sendWrite(db, req, res, 200, async (tx) => await reopenDecision(tx, currentUser(req).id, id))
  })

  return r
}
