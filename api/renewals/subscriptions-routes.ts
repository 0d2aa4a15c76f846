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

  r.get('/subscriptions', requireUser, async (req, res) => {
    const { workspaceId } = parse(subscriptionListQuery, req.query)
    res.json(await listSubscriptions(db, currentUser(req).id, workspaceId))
  })

  r.get('/subscriptions/calendar.ics', requireUser, async (req, res) => {
    const { workspaceId } = parse(subscriptionListQuery, req.query)
    const subscriptions = await listSubscriptions(db, currentUser(req).id, workspaceId)
    const name = workspaceId === undefined ? 'My renewals' : `${(await findById(db, workspacesTable, workspaceId))?.name ?? 'Workspace'} renewals`
    res.type('text/calendar; charset=utf-8').set('Content-Disposition', 'attachment; filename="renewals.ics"')
    res.send(renewalCalendar(name, subscriptions, new Date(config.now())))
  })

  r.post('/subscriptions', requireUser, async (req, res) => {
    const input = parse(subscriptionCreateSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await addSubscription(tx, currentUser(req).id, input))
  })

  r.get('/subscriptions/:id', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json((await readableSubscription(db, currentUser(req).id, id)).subscription)
  })

  r.patch('/subscriptions/:id', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(subscriptionEditSchema, req.body)
    await sendWrite(db, req, res, 200, async (tx) => await editSubscription(tx, currentUser(req).id, id, input))
  })

  r.post('/subscriptions/:id/status', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const { status } = parse(subscriptionStatusSchema, req.body)
    await sendWrite(db, req, res, 200, async (tx) => await setSubscriptionStatus(tx, currentUser(req).id, id, status))
  })

  r.post('/subscriptions/:id/review', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const { boardId } = parse(subscriptionReviewSchema, req.body)
    await sendWrite(db, req, res, 200, async (tx) => await startReview(tx, currentUser(req).id, id, boardId))
  })

  return r
}
