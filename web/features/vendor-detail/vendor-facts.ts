// Small derived facts the vendor page states: its overall rating (and how it was reached), the price
// range written in its pricing details, and a product's first key features. Pure, with tests.
import { DEFAULT_OVERALL_RATING, RATING_CRITERIA, detailOverall, type DetailedRatings } from '../../../sync/rules/ratings'

export interface OverallRating {
  value: number
  /** How many of the five detailed ratings the value averages; 0 when it is the listed rating. */
  ratedCriteria: number
}

/**
 * The detail page's overall rating (visitor spec 5 and 9): the average of the non-zero detailed
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

const DOLLAR_AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?/g

/** The lowest and highest dollar amounts written in the pricing details ("$7 ... $19" → 7 and 19), or null. */
export function dollarRange(text: string | null | undefined): { low: number; high: number } | null {
  const amounts = [...(text ?? '').matchAll(DOLLAR_AMOUNT)].map(([, whole, fraction = '']) => Number(whole.replace(/,/g, '') + fraction)).filter((n) => n > 0)
  if (amounts.length === 0) return null
  return { low: Math.min(...amounts), high: Math.max(...amounts) }
}

const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(n) ? 0 : 2 })}`

/** "$7 - $19", "$895" when there is one amount, or null without amounts. */
export function priceRangeText(text: string | null | undefined): string | null {
  const range = dollarRange(text)
  if (!range) return null
  return range.low === range.high ? money(range.low) : `${money(range.low)} - ${money(range.high)}`
}

export const KEY_FEATURE_LIMIT = 3

/** The first 3 features and how many more there are (spec 9: 3 key features, then "+N more"). */
export function keyFeatures(features: readonly string[]): { shown: string[]; more: number } {
  return { shown: features.slice(0, KEY_FEATURE_LIMIT), more: Math.max(0, features.length - KEY_FEATURE_LIMIT) }
}
