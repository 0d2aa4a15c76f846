// Product filters and sorts for the vendor detail Products tab (type, category; name, price, category)
// and the Product Marketplace (which may also narrow by vendor and price range).
import { compareByListName, compareListNames } from './list-order'
import { priceInRange, type PriceRange } from './vendor-filters'

export type ProductType = 'software' | 'hardware'
export type ProductSort = 'name' | 'price' | 'category'

/** Selected values per group; an empty group does not filter. */
export interface ProductFilters {
  types: ProductType[]
  categories: string[]
  vendorIds: number[]
  priceRanges: PriceRange[]
}

/** The product fields the filters and sorts read. */
export interface FilterableProduct {
  name: string
  type: ProductType
  category: string | null
  vendorId: number
  price: number | null
}

/** No filter: every product shows ("All"). */
export const EMPTY_PRODUCT_FILTERS: ProductFilters = { types: [], categories: [], vendorIds: [], priceRanges: [] }

const sameText = (a: string | null, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether the product passes every non-empty group (categories compare whole, case-insensitively). */
export function productMatchesFilters(product: FilterableProduct, filters: ProductFilters, lowestPrice: () => number | null): boolean {
  const { types, categories, vendorIds, priceRanges } = filters
  if (types.length && !types.includes(product.type)) return false
  if (categories.length && !categories.some((c) => sameText(product.category, c))) return false
  if (vendorIds.length && !vendorIds.includes(product.vendorId)) return false
  if (priceRanges.length) {
    const price = lowestPrice()
    if (!priceRanges.some((range) => priceInRange(price, range))) return false
  }
  return true
}

/** The products passing the filters, in their original order; lowestPriceOf is asked only when a price range is set. */
export function filterProducts<P extends FilterableProduct>(
  products: readonly P[],
  filters: ProductFilters,
  lowestPriceOf: (product: P) => number | null,
): P[] {
  return products.filter((p) => productMatchesFilters(p, filters, () => lowestPriceOf(p)))
}

/** The distinct categories of these products, sorted, for the category filter's choices. */
export function productCategories(products: readonly FilterableProduct[]): string[] {
  const seen = new Map<string, string>()
  for (const p of products) {
    const label = p.category?.trim()
    if (label && !seen.has(label.toLowerCase())) seen.set(label.toLowerCase(), label)
  }
  return [...seen.values()].sort(compareListNames)
}

/**
 * A sorted copy: by name; by price ascending (products without a price last); or by category (those
 * without one last). Names and categories compare in the lists' name order (sync/rules/list-order.ts);
 * ties fall back to the name, then the id. Price defaults to the row's price.
 */
export function sortProducts<P extends FilterableProduct & { id: number }>(
  products: readonly P[],
  sort: ProductSort = 'name',
  priceOf: (product: P) => number | null = (p) => p.price,
): P[] {
  const keyed = products.map((product) => ({ product, price: sort === 'price' ? priceOf(product) : null }))
  keyed.sort((a, b) => {
    if (sort === 'price') {
      const order = nullsLast(a.price, b.price) ?? (a.price as number) - (b.price as number)
      if (order) return order
    } else if (sort === 'category') {
      const [ca, cb] = [a.product.category || null, b.product.category || null]
      const order = nullsLast(ca, cb) ?? compareListNames(ca as string, cb as string)
      if (order) return order
    }
    return compareByListName(a.product, b.product)
  })
  return keyed.map((k) => k.product)
}

/** Orders a missing value after a present one; undefined when both are present. */
function nullsLast(a: unknown, b: unknown): number | undefined {
  if (a === null && b === null) return 0
  if (a === null) return 1
  if (b === null) return -1
  return undefined
}
