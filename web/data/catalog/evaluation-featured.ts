// The admin's featured comparisons, ready-made boards a buyer can open or copy, with the names of
// the vendors or products they compare (from the local copy; missing ones drop out).
import type { FeaturedComparison } from '../../../sync/schemas'
import { db } from '../../db/db'
import { useCatalogRead } from './catalog-query'

export interface FeaturedBoard {
  comparison: FeaturedComparison
  itemNames: string[]
  /** The ids still in the catalogue, in the comparison's order. */
  itemIds: number[]
}

export function useFeaturedBoards(): FeaturedBoard[] | undefined {
  return useCatalogRead(async (read) => {
    const comparisons = (await db.featuredComparisons.toArray()).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    return Promise.all(
      comparisons.map(async (comparison) => {
        const rows = await (comparison.type === 'vendor' ? read.vendorsById(comparison.items) : read.productsById(comparison.items))
        const present = rows.filter((r) => !!r)
        return { comparison, itemNames: present.map((r) => r.name), itemIds: present.map((r) => r.id) }
      }),
    )
  }, [])
}
