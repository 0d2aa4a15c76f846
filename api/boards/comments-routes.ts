// Comments and notifications (docs/board-teams.md, "Comments and notifications"): GET and POST
// /api/boards/{id}/comments, PATCH and DELETE /api/boards/{id}/comments/{commentId}, GET
// /api/notifications and POST /api/notifications/{id}/read. Non-members get 404 for every comment
// call, as for the rest of the board.
import { Router } from 'express'
import { z } from 'zod'
import { boardCommentEditSchema, boardCommentInputSchema, boardCommentParams, id, idParams } from '../../sync/schemas'
import type { AppContext } from '../context'
import { parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { currentUser, requireUser } from '../middleware/auth'
import { rateLimit } from '../middleware/rate-limit'
import { addComment, editComment, listComments, removeComment } from './comments-service'
import { markRead, notificationsOf } from './notifications-service'

/** Comments written or edited an account may send in ten minutes (each may notify the people it mentions). */
export const COMMENTS_PER_TEN_MINUTES = 60

const threadQuery = z.object({ itemId: id.optional() })

export function commentsRoutes({ db }: AppContext): Router {
  const r = Router()
  const commentLimit = rateLimit(db, 'comment', { windowMs: 10 * 60 * 1000, max: COMMENTS_PER_TEN_MINUTES }, { key: { per: 'account', of: (req) => req.user && `user:${req.user.id}` } })

  r.get('/boards/:id/comments', requireUser, async (req, res) => {
    const { id: boardId } = parse(idParams, req.params)
    const { itemId } = parse(threadQuery, req.query)
    res.json(await listComments(db, currentUser(req).id, boardId, itemId))
  })

  r.post('/boards/:id/comments', requireUser, commentLimit, async (req, res) => {
    const { id: boardId } = parse(idParams, req.params)
    const input = parse(boardCommentInputSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await addComment(tx, currentUser(req).id, boardId, input))
  })

  r.patch('/boards/:id/comments/:commentId', requireUser, commentLimit, async (req, res) => {
    const { id: boardId, commentId } = parse(boardCommentParams, req.params)
    const { text } = parse(boardCommentEditSchema, req.body)
    await sendWrite(db, req, res, 200, async (tx) => await editComment(tx, currentUser(req).id, boardId, commentId, text))
  })

  r.delete('/boards/:id/comments/:commentId', requireUser, async (req, res) => {
    const { id: boardId, commentId } = parse(boardCommentParams, req.params)
    await sendWrite(db, req, res, 204, async (tx) => await removeComment(tx, currentUser(req).id, boardId, commentId))
  })

  r.get('/notifications', requireUser, async (req, res) => {
    res.json(await notificationsOf(db, currentUser(req).id))
  })

  r.post('/notifications/:id/read', requireUser, async (req, res) => {
    const { id: notificationId } = parse(idParams, req.params)
    await sendWrite(db, req, res, 200, async (tx) => await markRead(tx, currentUser(req).id, notificationId))
  })

  return r
}
