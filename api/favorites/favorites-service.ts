// Favourite rules: the saved vendor or product must exist, saving twice keeps one favourite, and every
// favourite travels with the summary of its item (logo, name, slug, category) for the profile.
import type { Favorite, ItemType } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, insertRow } from '../db/repo'
import { favoritesTable } from '../db/tables'
import { notFound, preconditionFailed } from '../http/errors'
import { findFavoriteOf, findOwnFavorite, itemSummaries } from './favorites-repo'

export type FavoriteTarget = Pick<Favorite, 'itemType' | 'itemId'>

const ITEM_LABEL: Record<ItemType, string> = { vendor: 'Vendor', product: 'Product' }

/** Adds `item` to each favourite whose vendor or product still exists. */
export function withItems(db: Db, favorites: Favorite[]): Favorite[] {
  const byType = (type: ItemType) =>
    itemSummaries(db, type, favorites.filter((f) => f.itemType === type).map((f) => f.itemId))
  const summaries = { vendor: byType('vendor'), product: byType('product') }
  return favorites.map((f) => {
    const item = summaries[f.itemType].get(f.itemId)
    return item ? { ...f, item } : f
  })
}

export function addFavorite(db: Db, userId: number, target: FavoriteTarget): Favorite {
  if (itemSummaries(db, target.itemType, [target.itemId]).size === 0) throw notFound(ITEM_LABEL[target.itemType])
  const favorite = insertRow(db, favoritesTable, { userId, ...target, createdAt: new Date().toISOString() })
  return withItems(db, [favorite])[0]
}

export function removeFavoriteOf(db: Db, userId: number, target: FavoriteTarget): void {
  const favorite = findFavoriteOf(db, userId, target.itemType, target.itemId)
  if (!favorite) throw notFound('Favorite')
  deleteRow(db, favoritesTable, favorite.id)
}

export function removeFavorite(db: Db, userId: number, id: number, expectedVersion?: number): void {
  const favorite = findOwnFavorite(db, userId, id)
  if (!favorite) throw notFound('Favorite')
  // The 412 carries the favourite as its other answers do, with its item's summary.
  if (expectedVersion !== undefined && favorite.version !== expectedVersion) throw preconditionFailed(withItems(db, [favorite])[0])
  deleteRow(db, favoritesTable, id)
}
