// Finding vendors or products to add to an evaluation board, from the local copy (works offline):
// names containing the text, case-insensitively, that are not on the board yet; at most `limit`.
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
      return rows.map((row) => ({ id: row.id, name: row.name, detail: ('vendor' in row ? row.vendor?.name : row.category) ?? '' }))
    }, [type, query, excluded, limit]) ?? []
  )
}
