// Finding vendors or products to add to an evaluation board, from the local copy (works offline):
// names containing the text, case-insensitively, that are not on the board yet; at most `limit`. Each
// says what it is: a product its vendor, a vendor its category by name.
import { categoryName } from '../../../sync/rules/category-name'
import type { ItemType } from '../../../sync/schemas'
import { useCatalogRead } from './catalog-query'

export interface BoardCandidate {
  id: number
  name: string
  detail: string
}

export function useBoardCandidates(type: ItemType, text: string, exclude: readonly number[], limit = 6): BoardCandidate[] {
  const query = text.trim().toLowerCase()
  const excluded = exclude.join(',')
  return (
    useCatalogRead(async (read) => {
      if (query.length === 0) return []
      const skip = new Set(excluded ? excluded.split(',').map(Number) : [])
      const rows = await read.namesContaining(type, query, skip, limit)
      const categories = type === 'vendor' ? await read.categories() : []
      return rows.map((row) => ({ id: row.id, name: row.name, detail: ('vendor' in row ? row.vendor?.name : categoryName(row.category, categories)) ?? '' }))
    }, [type, query, excluded, limit]) ?? []
  )
}
