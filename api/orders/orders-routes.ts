// Subscription requests. Buyer: GET /api/orders, POST /api/orders, POST /api/orders/{id}/cancel.
// Admin: GET /api/admin/orders, PATCH /api/admin/orders/{id} {status}. Another buyer's order is 404.
// A workspace's request (docs/workspaces.md): POST /api/orders/{id}/resubmit (its requester, after a
// request for changes), POST /api/orders/{id}/decision and GET /api/orders/{id}/approval (its approvers).
import { Router } from 'express'
import { approvalDecisionSchema, idParams, orderCreateSchema, orderResubmitSchema, orderStatusSchema } from '../../sync/schemas'
import type { AppContext } from '../context'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { currentUser, requireAdmin, requireUser } from '../middleware/auth'
import { listAllOrders, listOrders } from './orders-repo'
import { cancelOrder, placeOrder, resubmitOrder, setOrderStatus } from './orders-service'
import { approvalView, requestsToDecide } from '../workspaces/approval-view'
import { decide } from '../workspaces/approvals-service'

export function ordersRoutes({ db, config }: AppContext): Router {
  const r = Router()

  r.get('/orders', requireUser, async (req, res) => {
    res.json(await listOrders(db, currentUser(req).id))
  })

  r.post('/orders', requireUser, async (req, res) => {
    const input = parse(orderCreateSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await placeOrder(tx, config, currentUser(req), input))
  })

  r.post('/orders/:id/cancel', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    await sendWrite(db, req, res, 200, async (tx) => await cancelOrder(tx, currentUser(req).id, id))
  })

  r.post('/orders/:id/resubmit', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(orderResubmitSchema, req.body)
    await sendWrite(db, req, res, 200, async (tx) => await resubmitOrder(tx, currentUser(req).id, id, input))
  })

  r.post('/orders/:id/decision', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(approvalDecisionSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await decide(tx, currentUser(req).id, id, input))
  })

  r.get('/orders/:id/approval', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(await approvalView(db, currentUser(req).id, id))
  })

  r.get('/approvals', requireUser, async (req, res) => {
    res.json(await requestsToDecide(db, currentUser(req).id))
  })

  r.get('/admin/orders', requireAdmin, async (_req, res) => {
    res.json(await listAllOrders(db))
  })

  r.patch('/admin/orders/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const { status } = parse(orderStatusSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 200, async (tx) => await setOrderStatus(tx, config, id, status, expected))
  })

  return r
}
