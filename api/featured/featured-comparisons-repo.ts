// Featured comparison queries, and the check that the vendors or products they name exist.
import type { ItemType } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { jsonArrayValues } from '../db/dialect'
import { findById, findWhere } from '../db/repo'
import { featuredComparisonsTable } from '../db/tables'

/** In the order the admin created them, as the original's stored list kept them. */
export const listComparisons = async (db: Db) => await findWhere(db, featuredComparisonsTable, '1 = 1 ORDER BY created_at, id')
export const findComparison = async (db: Db, id: number) => await findById(db, featuredComparisonsTable, id)

const ITEM_TABLES: Record<ItemType, string> = { vendor: 'vendors', product: 'products' }

/** The ids among `ids` that name no row of the given type, in the order given. */
export async function missingItemIds(db: Db, type: ItemType, ids: number[]): Promise<number[]> {
  const found = new Set(
    await db.values<number>(`SELECT id FROM ${ITEM_TABLES[type]} WHERE id IN ${jsonArrayValues(db, 'integer')}`, JSON.stringify(ids)),
  )
  return ids.filter((id) => !found.has(id))
}
