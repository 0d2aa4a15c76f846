// Rating rules. The listing and the detail page average differently.

export interface DetailedRatings {
  securityRating?: number | null
  valueRating?: number | null
  supportRating?: number | null
  easeOfUseRating?: number | null
  featureRating?: number | null
}

/**
 * The five detailed ratings in the order every screen lists them: the vendor field, the evaluation board's
 * criterion it scores, and the one label every screen and export uses for it.
 */
export const RATING_CRITERIA = [
  { key: 'securityRating', criterion: 'security', label: 'Security' },
  { key: 'valueRating', criterion: 'value', label: 'Value for Money' },
  { key: 'supportRating', criterion: 'support', label: 'Customer Support' },
  { key: 'easeOfUseRating', criterion: 'easeOfUse', label: 'Ease of Use' },
  { key: 'featureRating', criterion: 'features', label: 'Features' },
] as const

const fiveOf = (v: DetailedRatings) => RATING_CRITERIA.map(({ key }) => v[key])

/** Listing average: counts only when all five ratings are present, otherwise 0. */
export function listingAverage(v: DetailedRatings): number {
  const all = fiveOf(v)
  if (all.some((r) => r === null || r === undefined)) return 0
  return (all as number[]).reduce((a, b) => a + b, 0) / 5
}

/** Detail-page overall rating: the average of the non-zero detailed ratings, 0 if none. */
export function detailOverall(v: DetailedRatings): number {
  const present = fiveOf(v).filter((r): r is number => typeof r === 'number' && r !== 0)
  return present.length ? present.reduce((a, b) => a + b, 0) / present.length : 0
}

export const DEFAULT_OVERALL_RATING = 4.5
export const DEFAULT_MARKET_SCORE = 4.5

/** The rating a new vendor is stored with: the one given, else the detail average, else the default 4.5. */
export function initialVendorRating(input: DetailedRatings & { rating?: number | null }): number {
  return input.rating ?? (detailOverall(input) || DEFAULT_OVERALL_RATING)
}

export interface OverallRating {
  value: number
  /** How many of the five detailed ratings the value averages; 0 when it is the listed rating. */
  ratedCriteria: number
}

/**
 * The overall rating a vendor shows: the average of the non-zero detailed
 * ratings; with none of them, the vendor's listed overall rating, which defaults to 4.5.
 */
export function overallRating(vendor: DetailedRatings & { rating?: number | null }): OverallRating {
  const ratedCriteria = RATING_CRITERIA.filter(({ key }) => !!vendor[key]).length
  if (ratedCriteria > 0) return { value: detailOverall(vendor), ratedCriteria }
  return { value: vendor.rating || DEFAULT_OVERALL_RATING, ratedCriteria: 0 }
}

/** The sentence under the overall score that says how it was computed. */
export function overallExplanation({ ratedCriteria }: OverallRating): string {
  if (ratedCriteria === 0) return 'No detailed ratings yet: this is the vendor\'s listed overall rating.'
  const which = ratedCriteria === RATING_CRITERIA.length ? 'all five detailed ratings' : `the ${ratedCriteria} detailed ratings that have a score`
  return `The overall score is the average of ${which} below.`
}
