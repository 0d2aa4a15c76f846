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

  r.get('/cart', requireUser, async (req, res) => {
    res.json(await listCartLines(db, currentUser(req).id))
  })

  r.delete('/cart', requireUser, async (req, res) => {
    await sendWrite(db, req, res, 204, async (tx) => await clearCart(tx, currentUser(req).id))
  })

  // 201 for a new line, 200 when the same product, tier and option were already in the cart.
  r.post('/cart/lines', requireUser, async (req, res) => {
    const input = parse(cartLineInputSchema, req.body)
    const userId = currentUser(req).id
    const key = await resolveLineKey(db, input)
    const status = await findLineFor(db, userId, key) ? 200 : 201
    await sendWrite(db, req, res, status, async (tx) => await addToCart(tx, userId, key, input.quantity ?? 1))
  })

  r.patch('/cart/lines/:id', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const { quantity } = parse(cartLineUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    const userId = currentUser(req).id
    await sendWrite(db, req, res, quantity <= 0 ? 204 : 200, async (tx) => await setLineQuantity(tx, userId, id, quantity, expected))
  })

  r.delete('/cart/lines/:id', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 204, async (tx) => await removeLine(tx, currentUser(req).id, id, expected))
  })

  return r
}
