// The signed-in buyer's cart, which follows them to other devices: GET /api/cart, DELETE /api/cart,
// POST /api/cart/lines, PATCH and DELETE /api/cart/lines/{id}. Another user's line answers 404.
import { Router } from 'express'
import { cartLineInputSchema, cartLineUpdateSchema, idParams } from '../../sync/schemas'
import type { AppContext } from '../context'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { currentUser, requireUser } from '../middleware/auth'
import { findLineFor, listCartLines } from './cart-repo'
import { addToCart, clearCart, removeLine, resolveLineKey, setLineQuantity } from './cart-service'

export function cartRoutes({ db }: AppContext): Router {
  const r = Router()

  r.get('/cart', requireUser, (req, res) => {
    res.json(listCartLines(db, currentUser(req).id))
  })

  r.delete('/cart', requireUser, (req, res) => {
    sendWrite(db, req, res, 204, () => clearCart(db, currentUser(req).id))
  })

  // 201 for a new line, 200 when the same product, tier and option were already in the cart.
  r.post('/cart/lines', requireUser, (req, res) => {
    const input = parse(cartLineInputSchema, req.body)
    const userId = currentUser(req).id
    const key = resolveLineKey(db, input)
    const status = findLineFor(db, userId, key) ? 200 : 201
    sendWrite(db, req, res, status, () => addToCart(db, userId, key, input.quantity ?? 1))
  })

  r.patch('/cart/lines/:id', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const { quantity } = parse(cartLineUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    const userId = currentUser(req).id
    sendWrite(db, req, res, quantity <= 0 ? 204 : 200, () => setLineQuantity(db, userId, id, quantity, expected))
  })

  r.delete('/cart/lines/:id', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 204, () => removeLine(db, currentUser(req).id, id, expected))
  })

  return r
}
