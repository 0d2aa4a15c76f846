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

  r.get('/orders', requireUser, (req, res) => {
    res.json(listOrders(db, currentUser(req).id))
  })

  r.post('/orders', requireUser, (req, res) => {
    const input = parse(orderCreateSchema, req.body)
    sendWrite(db, req, res, 201, () => placeOrder(db, config, currentUser(req), input))
  })

  r.post('/orders/:id/cancel', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    sendWrite(db, req, res, 200, () => cancelOrder(db, currentUser(req).id, id))
  })

  r.post('/orders/:id/resubmit', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(orderResubmitSchema, req.body)
    sendWrite(db, req, res, 200, () => resubmitOrder(db, currentUser(req).id, id, input))
  })

  r.post('/orders/:id/decision', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(approvalDecisionSchema, req.body)
    sendWrite(db, req, res, 201, () => decide(db, currentUser(req).id, id, input))
  })

  r.get('/orders/:id/approval', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(approvalView(db, currentUser(req).id, id))
  })

  r.get('/approvals', requireUser, (req, res) => {
    res.json(requestsToDecide(db, currentUser(req).id))
  })

  r.get('/admin/orders', requireAdmin, (_req, res) => {
    res.json(listAllOrders(db))
  })

  r.patch('/admin/orders/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const { status } = parse(orderStatusSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 200, () => setOrderStatus(db, config, id, status, expected))
  })

  return r
}
