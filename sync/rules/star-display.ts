// Star display: five stars, the value clamped to 0-5 and shown with one decimal. A half
// star shows when the fraction is at least .25; the vendor card is stricter (0.5 or more) and says "N/A"
// when the rating is missing, where other places show a missing rating as 0.

export const STAR_COUNT = 5
/** Fraction from which a half star shows (default display). */
export const HALF_STAR_FROM = 0.25
/** Fraction from which a half star shows on the vendor card. */
export const VENDOR_CARD_HALF_STAR_FROM = 0.5

export interface StarDisplay {
  /** The clamped rating, or null when it is missing and the display says "N/A". */
  value: number | null
  full: number
  half: boolean
  empty: number
  /** One decimal ("4.5"), or "N/A". */
  label: string
}

export interface StarDisplayOptions {
  halfFrom?: number
  /** Show a missing rating as "N/A" (vendor card) instead of as 0. */
  missingAsNotAvailable?: boolean
}

const isMissing = (rating: number | null | undefined): rating is null | undefined =>
  rating === null || rating === undefined || !Number.isFinite(rating)

/** The stars and label for a rating. */
export function starDisplay(rating: number | null | undefined, options: StarDisplayOptions = {}): StarDisplay {
  const { halfFrom = HALF_STAR_FROM, missingAsNotAvailable = false } = options
  if (isMissing(rating) && missingAsNotAvailable) return { value: null, full: 0, half: false, empty: STAR_COUNT, label: 'N/A' }
  const value = isMissing(rating) ? 0 : Math.min(STAR_COUNT, Math.max(0, rating))
  const full = Math.floor(value)
  // Rounded to hundredths so binary noise (3.3 - 3 = 0.2999...) does not move the threshold.
  const half = full < STAR_COUNT && Math.round((value - full) * 100) / 100 >= halfFrom
  return { value, full, half, empty: STAR_COUNT - full - (half ? 1 : 0), label: value.toFixed(1) }
}

/** The vendor card's security-rating stars: half star from .5, "N/A" when missing. */
export function vendorCardStars(rating: number | null | undefined): StarDisplay {
  return starDisplay(rating, { halfFrom: VENDOR_CARD_HALF_STAR_FROM, missingAsNotAvailable: true })
}
