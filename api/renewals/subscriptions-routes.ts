// Subscriptions and renewals (docs/renewals.md): GET and POST /api/subscriptions (?workspaceId=: a
// workspace's; without: the caller's own made alone), GET and PATCH /api/subscriptions/{id}, POST
// /api/subscriptions/{id}/status and /review, and GET /api/subscriptions/calendar.ics (the notice
// deadlines as iCalendar events). Non-members of the workspace get 404.
import { Router } from 'express'
import { renewalCalendar } from '../../sync/rules/renewal-calendar'
import { idParams, subscriptionCreateSchema, subscriptionEditSchema, subscriptionListQuery, subscriptionReviewSchema, subscriptionStatusSchema } from '../../sync/schemas'
import type { AppContext } from '../context'
import { findById } from '../db/repo'
import { workspacesTable } from '../db/tables'
import { parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { currentUser, requireUser } from '../middleware/auth'
import { addSubscription, editSubscription, listSubscriptions, readableSubscription, setSubscriptionStatus, startReview } from './subscriptions-service'

export function subscriptionsRoutes({ db, config }: AppContext): Router {
  const r = Router()

  r.get('/subscriptions', requireUser, (req, res) => {
    const { workspaceId } = parse(subscriptionListQuery, req.query)
    res.json(listSubscriptions(db, currentUser(req).id, workspaceId))
  })

  r.get('/subscriptions/calendar.ics', requireUser, (req, res) => {
    const { workspaceId } = parse(subscriptionListQuery, req.query)
    const subscriptions = listSubscriptions(db, currentUser(req).id, workspaceId)
    const name = workspaceId === undefined ? 'My renewals' : `${findById(db, workspacesTable, workspaceId)?.name ?? 'Workspace'} renewals`
    res.type('text/calendar; charset=utf-8').set('Content-Disposition', 'attachment; filename="renewals.ics"')
    res.send(renewalCalendar(name, subscriptions, new Date(config.now())))
  })

  r.post('/subscriptions', requireUser, (req, res) => {
    const input = parse(subscriptionCreateSchema, req.body)
    sendWrite(db, req, res, 201, () => addSubscription(db, currentUser(req).id, input))
  })

  r.get('/subscriptions/:id', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(readableSubscription(db, currentUser(req).id, id).subscription)
  })

  r.patch('/subscriptions/:id', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(subscriptionEditSchema, req.body)
    sendWrite(db, req, res, 200, () => editSubscription(db, currentUser(req).id, id, input))
  })

  r.post('/subscriptions/:id/status', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const { status } = parse(subscriptionStatusSchema, req.body)
    sendWrite(db, req, res, 200, () => setSubscriptionStatus(db, currentUser(req).id, id, status))
  })

  r.post('/subscriptions/:id/review', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const { boardId } = parse(subscriptionReviewSchema, req.body)
    sendWrite(db, req, res, 200, () => startReview(db, currentUser(req).id, id, boardId))
  })

  return r
}
