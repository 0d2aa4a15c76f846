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

  r.get('/favorites', requireUser, (req, res) => {
    res.json(withItems(db, listFavorites(db, currentUser(req).id)))
  })

  // Saving an item already saved answers the existing favourite with 200, so a double click is harmless.
  r.post('/favorites', requireUser, (req, res) => {
    const target = parse(favoriteInputSchema, req.body)
    const userId = currentUser(req).id
    const existing = findFavoriteOf(db, userId, target.itemType, target.itemId)
    if (existing) return sendWrite(db, req, res, 200, () => withItems(db, [existing])[0])
    sendWrite(db, req, res, 201, () => addFavorite(db, userId, target))
  })

  r.delete('/favorites', requireUser, (req, res) => {
    const target = parse(favoriteInputSchema, req.body)
    sendWrite(db, req, res, 204, () => removeFavoriteOf(db, currentUser(req).id, target))
  })

  r.delete('/favorites/:id', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    const userId = currentUser(req).id
    sendWrite(db, req, res, 204, () => removeFavorite(db, userId, id, expected))
  })

  return r
}
