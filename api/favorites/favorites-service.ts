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
export async function withItems(db: Db, favorites: Favorite[]): Promise<Favorite[]> {
  const byType = async (type: ItemType) =>
    await itemSummaries(db, type, favorites.filter((f) => f.itemType === type).map((f) => f.itemId))
  const summaries = { vendor: await byType('vendor'), product: await byType('product') }
  return favorites.map((f) => {
    const item = summaries[f.itemType].get(f.itemId)
    return item ? { ...f, item } : f
  })
}

export async function addFavorite(db: Db, userId: number, target: FavoriteTarget): Promise<Favorite> {
  if ((await itemSummaries(db, target.itemType, [target.itemId])).size === 0) throw notFound(ITEM_LABEL[target.itemType])
  const favorite = await insertRow(db, favoritesTable, { userId, ...target, createdAt: new Date().toISOString() })
  return (await withItems(db, [favorite]))[0]
}

export async function removeFavoriteOf(db: Db, userId: number, target: FavoriteTarget): Promise<void> {
  const favorite = await findFavoriteOf(db, userId, target.itemType, target.itemId)
  if (!favorite) throw notFound('Favorite')
  await deleteRow(db, favoritesTable, favorite.id)
}

export async function removeFavorite(db: Db, userId: number, id: number, expectedVersion?: number): Promise<void> {
  const favorite = await findOwnFavorite(db, userId, id)
  if (!favorite) throw notFound('Favorite')
  // The 412 carries the favourite as its other answers do, with its item's summary.
  if (expectedVersion !== undefined && favorite.version !== expectedVersion) throw preconditionFailed((await withItems(db, [favorite]))[0])
  await deleteRow(db, favoritesTable, id)
}
