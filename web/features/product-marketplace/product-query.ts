// The Product Marketplace's state in the address (/products?type=software&category=CRM&vendor=slug...),
// so a filtered list can be bookmarked, shared and restored with Back. Unknown values are dropped.
import type { ProductSort, ProductType } from '../../../sync/rules/product-filters'
import { PRICE_RANGES, type PriceRange } from '../../../sync/rules/vendor-filters'

export interface ProductQuery {
  types: ProductType[]
  /** Category labels as products carry them (free text). */
  categories: string[]
  /** Vendor slugs: the address names vendors, the filter turns them into ids. */
  vendors: string[]
  priceRanges: PriceRange[]
  sort: ProductSort
  search: string
}

export const PRODUCT_TYPE_CHOICES: readonly { value: ProductType; label: string }[] = [
  { value: 'software', label: 'Software' },
  { value: 'hardware', label: 'Hardware' },
]

export const PRODUCT_SORTS: readonly { value: ProductSort; label: string }[] = [
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'price', label: 'Price (low to high)' },
  { value: 'category', label: 'Category' },
]

export const EMPTY_PRODUCT_QUERY: ProductQuery = { types: [], categories: [], vendors: [], priceRanges: [], sort: 'name', search: '' }

const splitList = (value: string | null) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)
const pick = <V extends string>(wanted: string[], allowed: readonly { value: V }[]) => allowed.map((a) => a.value).filter((v) => wanted.includes(v))
const distinct = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))]

export function parseProductQuery(params: URLSearchParams): ProductQuery {
  return {
    types: pick(splitList(params.get('type')), PRODUCT_TYPE_CHOICES),
    // Categories are free text that may hold commas: one parameter per category.
    categories: distinct(params.getAll('category')),
    vendors: distinct(params.getAll('vendor')),
    priceRanges: pick(splitList(params.get('price')), PRICE_RANGES),
    sort: PRODUCT_SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'name',
    search: params.get('search')?.trim() ?? '',
  }
}

/** The address parameters for a state; defaults are left out so the plain list stays at /products. */
export function productQueryParams(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.search) params.set('search', query.search)
  if (query.types.length) params.set('type', query.types.join(','))
  for (const category of query.categories) params.append('category', category)
  for (const vendor of query.vendors) params.append('vendor', vendor)
  if (query.priceRanges.length) params.set('price', query.priceRanges.join(','))
  if (query.sort !== 'name') params.set('sort', query.sort)
  return params
}

export function activeProductFilterCount(query: ProductQuery): number {
  return query.types.length + query.categories.length + query.vendors.length + query.priceRanges.length
}
