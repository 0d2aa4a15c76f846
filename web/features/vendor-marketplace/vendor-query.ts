// The Vendor Marketplace's state in the address (/vendors reads category and search), so
// a filtered list can be bookmarked, shared and restored with Back. Unknown values are dropped, not errors.
import {
  DEPLOYMENT_OPTIONS, EMPTY_VENDOR_FILTERS, PRICE_RANGES, RATING_THRESHOLDS,
  type DeploymentOption, type PriceRange, type RatingThreshold, type VendorFilters, type VendorSort,
} from '../../../sync/rules/vendor-filters'
import { CERTIFICATIONS, type Certification } from '../../../sync/rules/trust-profile'

export interface VendorQuery {
  filters: VendorFilters
  sort: VendorSort
  search: string
}

export const VENDOR_SORTS: readonly { value: VendorSort; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'rating-high-low', label: 'Highest Rated' },
  { value: 'popular', label: 'Most Popular' },
]

const listParam = <V>(params: URLSearchParams, key: string, allowed: readonly { value: V }[], parse: (s: string) => V): V[] => {
  const wanted = (params.get(key) ?? '').split(',').map((s) => s.trim()).filter(Boolean).map(parse)
  return allowed.map((a) => a.value).filter((v) => wanted.includes(v))
}

export function parseVendorQuery(params: URLSearchParams): VendorQuery {
  const category = params.get('category')?.trim()
  const sort = VENDOR_SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'featured'
  return {
    filters: {
      categories: category ? [category] : [],
      priceRanges: listParam<PriceRange>(params, 'price', PRICE_RANGES, (s) => s as PriceRange),
      // One rating threshold at a time: "4.0+" and "3.0+" are one choice (an old address naming both keeps the stricter).
      ratings: listParam<RatingThreshold>(params, 'rating', RATING_THRESHOLDS, (s) => Number(s) as RatingThreshold).slice(0, 1),
      deploymentOptions: listParam<DeploymentOption>(params, 'deployment', DEPLOYMENT_OPTIONS, (s) => s as DeploymentOption),
      certifications: listParam<Certification>(params, 'cert', CERTIFICATIONS, (s) => s as Certification),
    },
    sort,
    search: params.get('search')?.trim() ?? '',
  }
}

/** The address parameters for a state; defaults are left out so the plain list stays at /vendors. */
export function vendorQueryParams({ filters, sort, search }: VendorQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (search) params.set('search', search)
  if (filters.categories[0]) params.set('category', filters.categories[0])
  if (filters.priceRanges.length) params.set('price', filters.priceRanges.join(','))
  if (filters.ratings.length) params.set('rating', filters.ratings.join(','))
  if (filters.deploymentOptions.length) params.set('deployment', filters.deploymentOptions.join(','))
  if (filters.certifications.length) params.set('cert', filters.certifications.join(','))
  if (sort !== 'featured') params.set('sort', sort)
  return params
}

/** How many filter values are chosen (the Filters button shows it). */
export function activeFilterCount(filters: VendorFilters): number {
  return filters.categories.length + filters.priceRanges.length + filters.ratings.length + filters.deploymentOptions.length + filters.certifications.length
}

export const NO_VENDOR_QUERY: VendorQuery = { filters: EMPTY_VENDOR_FILTERS, sort: 'featured', search: '' }
