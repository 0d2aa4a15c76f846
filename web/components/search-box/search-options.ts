// What the search box lists and where its choices lead: at most
// 4 vendors and 4 products, 6 in all (vendors first), each opening its detail page; submitting the text
// opens the Technology Marketplace hub with ?search=.
import type { CatalogResults, ProductHit, VendorHit } from '../../search/search-client'
import { capTotal, DROPDOWN_TOTAL } from '../../search/search-client'

export type SearchOption =
  | { kind: 'vendor'; key: string; hit: VendorHit; path: string }
  | { kind: 'product'; key: string; hit: ProductHit; path: string }

/** The dropdown's options in display order, capped at 6. */
export function searchOptions(results: CatalogResults): SearchOption[] {
  const capped = capTotal(results, DROPDOWN_TOTAL)
  return [
    ...capped.vendors.map((hit): SearchOption => ({ kind: 'vendor', key: `v${hit.id}`, hit, path: `/vendors/${hit.slug}` })),
    ...capped.products.map((hit): SearchOption => ({ kind: 'product', key: `p${hit.id}`, hit, path: `/products/${hit.slug}` })),
  ]
}

/** The hub's address for a search, or null for blank text (which goes nowhere). */
export function marketplaceSearchPath(text: string): string | null {
  const term = text.trim()
  return term ? `/marketplace?search=${encodeURIComponent(term)}` : null
}
