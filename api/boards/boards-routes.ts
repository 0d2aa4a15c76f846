// Evaluation boards: GET /api/boards (the user's own), GET /api/boards/{id} (owner, or anyone when
// shared, read-only), POST /api/boards, PATCH and DELETE /api/boards/{id}, POST /api/boards/{id}/duplicate.
import { Router } from 'express'
import { boardCreateSchema, boardUpdateSchema, idParams } from '../../sync/schemas'
import type { AppContext } from '../context'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { currentUser, requireUser } from '../middleware/auth'
import { listBoards } from './boards-repo'
import { createBoard, deleteBoard, duplicateBoard, updateBoard, viewBoard } from './boards-service'

export function boardsRoutes({ db }: AppContext): Router {
  const r = Router()

  r.get('/boards', requireUser, (req, res) => {
    res.json(listBoards(db, currentUser(req).id))
  })

  // No sign-in needed: a shared board's link works for anyone; a private one is 404 to all but its owner.
  r.get('/boards/:id', (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(viewBoard(db, req.user?.id, id))
  })

  r.post('/boards', requireUser, (req, res) => {
    const input = parse(boardCreateSchema, req.body)
    sendWrite(db, req, res, 201, () => createBoard(db, currentUser(req).id, input))
  })

  r.patch('/boards/:id', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(boardUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 200, () => updateBoard(db, currentUser(req).id, id, input, expected))
  })

  r.delete('/boards/:id', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 204, () => deleteBoard(db, currentUser(req).id, id, expected))
  })

  r.post('/boards/:id/duplicate', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    sendWrite(db, req, res, 201, () => duplicateBoard(db, currentUser(req).id, id))
  })

  return r
}
