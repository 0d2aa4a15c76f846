// Vendor Marketplace filters and sorts. Pure, so the listing can run them over
// the whole local copy (10,000 vendors) on every change of the filter panel.
import { categoryMatches } from './category-match'
import { localDay } from './dates'
import { compareByListName, compareForList } from './list-order'
import { listingAverage, type DetailedRatings } from './ratings'
import { holdsCertification, type Certification } from './trust-profile'
import type { TrustProfileFields } from '../schemas/trust'

export type PriceRange = 'free' | '1-99' | '100-499' | '500+'
export type RatingThreshold = 4 | 3
export type DeploymentOption = 'Cloud' | 'On-premise' | 'Hybrid'
export type VendorSort = 'featured' | 'rating-high-low' | 'popular'

/** The filter panel's state; an empty group does not filter. */
export interface VendorFilters {
  categories: string[]
  priceRanges: PriceRange[]
  ratings: RatingThreshold[]
  deploymentOptions: DeploymentOption[]
  /** Certifications the vendor must all hold (sync/rules/trust-profile.ts). */
  certifications: Certification[]
}

/** The vendor fields the filters and sorts read. */
export interface FilterableVendor extends DetailedRatings, Partial<TrustProfileFields> {
  name: string
  category: string | null
  featured: boolean
  deploymentOptions: readonly string[]
}

/** No filter: every vendor shows (also what Clear All returns to). */
export const EMPTY_VENDOR_FILTERS: VendorFilters = { categories: [], priceRanges: [], ratings: [], deploymentOptions: [], certifications: [] }

/** The panel's choices in the order shown, with their labels (values are per month). */
export const PRICE_RANGES: readonly { value: PriceRange; label: string }[] = [
  { value: 'free', label: 'Free' },
  { value: '1-99', label: '$1 - $99' },
  { value: '100-499', label: '$100 - $499' },
  { value: '500+', label: '$500+' },
]
export const RATING_THRESHOLDS: readonly { value: RatingThreshold; label: string }[] = [
  { value: 4, label: '4.0+ stars' },
  { value: 3, label: '3.0+ stars' },
]
export const DEPLOYMENT_OPTIONS: readonly { value: DeploymentOption; label: string }[] = [
  { value: 'Cloud', label: 'Cloud/SaaS' },
  { value: 'On-premise', label: 'On-premise' },
  { value: 'Hybrid', label: 'Hybrid' },
]

/** Whether a monthly starting price (null: unknown, 0: free) falls in the range; unknown fits none. */
export function priceInRange(monthly: number | null, range: PriceRange): boolean {
  if (monthly === null) return false
  switch (range) {
    case 'free': return monthly === 0
    case '1-99': return monthly > 0 && monthly < 100
    case '100-499': return monthly >= 100 && monthly < 500
    case '500+': return monthly >= 500
  }
}

// Stored options are free text ("Cloud/SaaS", "On-premises"): compare on letters only.
const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '')
const DEPLOYMENT_TESTS: Record<DeploymentOption, (option: string) => boolean> = {
  Cloud: (o) => o.includes('cloud') || o.includes('saas'),
  'On-premise': (o) => o.startsWith('onprem'),
  Hybrid: (o) => o.includes('hybrid'),
}

/** Whether any of the vendor's deployment options is one of the selected ones ("Cloud" covers Cloud/SaaS and SaaS). */
export function deploymentMatches(vendorOptions: readonly string[], selected: readonly DeploymentOption[]): boolean {
  const options = vendorOptions.map(letters)
  return selected.some((choice) => options.some(DEPLOYMENT_TESTS[choice]))
}

/**
 * Whether the vendor passes every non-empty filter group: any value within a group may match, but
 * certifications must all be held (a buyer who needs SOC 2 and HIPAA needs both), on `today`.
 */
export function vendorMatchesFilters(vendor: FilterableVendor, filters: VendorFilters, startingPrice: () => number | null, today = localDay(new Date())): boolean {
  const { categories, priceRanges, ratings, deploymentOptions, certifications } = filters
  if (categories.length && !categories.some((slug) => categoryMatches(vendor.category, slug))) return false
  if (ratings.length) {
    const average = listingAverage(vendor)
    if (!ratings.some((threshold) => average >= threshold)) return false
  }
  if (deploymentOptions.length && !deploymentMatches(vendor.deploymentOptions, deploymentOptions)) return false
  if (certifications.length && !certifications.every((c) => holdsCertification(vendor, c, today))) return false
  if (priceRanges.length) {
    const price = startingPrice()
    if (!priceRanges.some((range) => priceInRange(price, range))) return false
  }
  return true
}

/** The vendors passing the filters, in their original order; startingPriceOf is asked only when a price range is set. */
export function filterVendors<V extends FilterableVendor>(
  vendors: readonly V[],
  filters: VendorFilters,
  startingPriceOf: (vendor: V) => number | null,
  today = localDay(new Date()),
): V[] {
  return vendors.filter((v) => vendorMatchesFilters(v, filters, () => startingPriceOf(v), today))
}

/** How many of `vendors` hold each certification on `today`: the counts beside the filter's choices. */
export function certificationCounts(vendors: readonly FilterableVendor[], today = localDay(new Date())): Record<Certification, number> {
  const counts: Record<Certification, number> = { soc2: 0, iso27001: 0, gdpr: 0, hipaa: 0 }
  for (const vendor of vendors) {
    for (const c of Object.keys(counts) as Certification[]) if (holdsCertification(vendor, c, today)) counts[c]++
  }
  return counts
}

/**
 * A sorted copy: the list order (featured first, then by name: sync/rules/list-order.ts) by default and
 * for "popular", or by descending listing average with ties in name order.
 */
export function sortVendors<V extends FilterableVendor & { id: number }>(vendors: readonly V[], sort: VendorSort = 'featured'): V[] {
  if (sort !== 'rating-high-low') return [...vendors].sort(compareForList)
  // Each average once, not at every comparison.
  const keyed = vendors.map((vendor) => ({ vendor, rank: -listingAverage(vendor) }))
  keyed.sort((a, b) => a.rank - b.rank || compareByListName(a.vendor, b.vendor))
  return keyed.map((k) => k.vendor)
}
