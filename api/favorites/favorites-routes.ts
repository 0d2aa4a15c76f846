// The signed-in user's favourites: GET /api/favorites, POST /api/favorites {itemType, itemId},
// DELETE /api/favorites {itemType, itemId}, DELETE /api/favorites/{id}. Another user's favourite is 404.
import { Router } from 'express'
import { favoriteInputSchema, idParams } from '../../sync/schemas'
import type { AppContext } from '../context'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { currentUser, requireUser } from '../middleware/auth'
import { findFavoriteOf, listFavorites } from './favorites-repo'
import { addFavorite, removeFavorite, removeFavoriteOf, withItems } from './favorites-service'

export function favoritesRoutes({ db }: AppContext): Router {
  const r = Router()

  r.get('/favorites', requireUser, async (req, res) => {
    res.json(await withItems(db, await listFavorites(db, currentUser(req).id)))
  })

  // Saving an item already saved answers the existing favourite with 200, so a double click is harmless.
  r.post('/favorites', requireUser, async (req, res) => {
    const target = parse(favoriteInputSchema, req.body)
    const userId = currentUser(req).id
    const existing = await findFavoriteOf(db, userId, target.itemType, target.itemId)
    if (existing) return await sendWrite(db, req, res, 200, async (tx) => (await withItems(tx, [existing]))[0])
    await sendWrite(db, req, res, 201, async (tx) => await addFavorite(tx, userId, target))
  })

  r.delete('/favorites', requireUser, async (req, res) => {
    const target = parse(favoriteInputSchema, req.body)
    await sendWrite(db, req, res, 204, async (tx) => await removeFavoriteOf(tx, currentUser(req).id, target))
  })

  r.delete('/favorites/:id', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    const userId = currentUser(req).id
    await sendWrite(db, req, res, 204, async (tx) => await removeFavorite(tx, userId, id, expected))
  })

  return r
}
