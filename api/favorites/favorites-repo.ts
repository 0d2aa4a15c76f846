// Favourite queries, always scoped to one user, plus the summary of the saved vendor or product that
// the profile shows. Rows leave this file as camelCase entities.
import type { Favorite, ItemType } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { jsonArrayValues, perEngine } from '../db/dialect'
import { findWhere } from '../db/repo'
import { favoritesTable } from '../db/tables'

export type FavoriteItem = NonNullable<Favorite['item']>

/** Newest first; the id breaks ties between favourites saved in the same millisecond. */
export const listFavorites = async (db: Db, userId: number): Promise<Favorite[]> =>
  await findWhere(db, favoritesTable, 'user_id = ? ORDER BY created_at DESC, id DESC', userId)

export async function findOwnFavorite(db: Db, userId: number, id: number): Promise<Favorite | undefined> {
  const [favorite] = await findWhere(db, favoritesTable, 'id = ? AND user_id = ?', id, userId)
  return favorite
}

export async function findFavoriteOf(db: Db, userId: number, itemType: ItemType, itemId: number): Promise<Favorite | undefined> {
  const [favorite] = await findWhere(db, favoritesTable, 'user_id = ? AND item_type = ? AND item_id = ?', userId, itemType, itemId)
  return favorite
}

// A product without its own logo shows its vendor's (blank logos count as missing).
const ITEM_QUERIES = perEngine((engine): Record<ItemType, string> => ({
  vendor: `SELECT id, logo_url AS "logoUrl", name, slug, category FROM vendors
           WHERE id IN ${jsonArrayValues(engine, 'integer')}`,
  product: `SELECT p.id, COALESCE(NULLIF(p.logo_url, ''), v.logo_url) AS "logoUrl", p.name, p.slug, p.category
            FROM products p LEFT JOIN vendors v ON v.id = p.vendor_id
            WHERE p.id IN ${jsonArrayValues(engine, 'integer')}`,
}))

/** Summaries of the given vendors or products by id; ids that no longer exist are absent. */
export async function itemSummaries(db: Db, itemType: ItemType, ids: number[]): Promise<Map<number, FavoriteItem>> {
  if (ids.length === 0) return new Map()
  const rows = await db.all<(FavoriteItem & { id: number })>(ITEM_QUERIES(db)[itemType], JSON.stringify(ids))
  return new Map(rows.map(({ id, ...item }) => [id, item]))
}
