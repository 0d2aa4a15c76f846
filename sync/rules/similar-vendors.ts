// A vendor's similar vendors: the vendor page's "Similar vendors" and the board a renewal review
// starts with (docs/renewals.md). Up to 3 other vendors of the same category: featured first, then
// the best rated, then by name.
import { compareByListName } from './list-order'

export const SIMILAR_VENDOR_LIMIT = 3

interface Ranked {
  id: number
  name: string
  featured: boolean
  rating: number
}

/** From the vendors of `vendor`'s category (the vendor itself may be among them). */
export function similarVendors<V extends Ranked>(vendorId: number | undefined, sameCategory: readonly V[]): V[] {
  return sameCategory
    .filter((v) => v.id !== vendorId)
    .sort((a, b) => Number(b.featured) - Number(a.featured) || b.rating - a.rating || compareByListName(a, b))
    .slice(0, SIMILAR_VENDOR_LIMIT)
}
