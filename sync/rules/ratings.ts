// Rating rules of the visitor spec (section 5). The listing and the detail page average differently.

export interface DetailedRatings {
  securityRating?: number | null
  valueRating?: number | null
  supportRating?: number | null
  easeOfUseRating?: number | null
  featureRating?: number | null
}

/** The five detailed ratings in the order the spec lists them. */
export const RATING_CRITERIA = [
  { key: 'securityRating', label: 'Security' },
  { key: 'valueRating', label: 'Value for Money' },
  { key: 'supportRating', label: 'Customer Support' },
  { key: 'easeOfUseRating', label: 'Ease of Use' },
  { key: 'featureRating', label: 'Features' },
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
