// The search box's constants and rules.
import type { CatalogResults, SearchLimits } from './search-types'

export const SEARCH_DEBOUNCE_MS = 300
/** The dropdown: at most 4 vendors and 4 products, 6 in all. */
export const DROPDOWN_LIMITS: SearchLimits = { vendors: 4, products: 4 }
export const DROPDOWN_TOTAL = 6
/** The marketplace hub's results: the first 3 vendors plus the first 3 products. */
export const LANDING_LIMITS: SearchLimits = { vendors: 3, products: 3 }

/** Whether the text searches automatically: more than 2 characters once trimmed. */
export function isSearchable(text: string): boolean {
  return text.trim().length > 2
}

/** Caps results at `total`, vendors first (the dropdown shows 4 vendors and then products up to 6). */
export function capTotal(results: CatalogResults, total = DROPDOWN_TOTAL): CatalogResults {
  const vendors = results.vendors.slice(0, total)
  return { vendors, products: results.products.slice(0, Math.max(0, total - vendors.length)) }
}
