// Prices on an evaluation board are compared as one number: US dollars per user per month, whatever the
// currency, payment frequency and per-user or flat billing of the plan. The conversion rates are FIXED
// reference rates (not live market rates), so a board reads the same offline and tomorrow; the board
// states them next to every normalised price.
import { formatMoney } from './money'

/** The pricing-option fields the normalised price depends on. */
export interface NormalisablePrice {
  price: number | string | null | undefined
  currency?: string | null
  paymentFrequency?: string | null
  pricePerUser?: boolean | null
  minimumUsers?: number | null
}

/** US dollars for one unit of each currency the catalogue uses (fixed reference rates). */
export const USD_PER_UNIT: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08, GBP: 1.27 }

/** A one-time price (hardware, perpetual licences) is spread over a 36-month life. */
export const ONE_TIME_MONTHS = 36

const MONTHS_PER_PAYMENT: Readonly<Record<string, number>> = { monthly: 1, quarterly: 3, annually: 12, 'one-time': ONE_TIME_MONTHS }

/** The sentence boards show under normalised prices. */
export const NORMALISATION_NOTE =
  'Prices are shown in US dollars per user per month: converted at fixed reference rates (1 EUR = 1.08 USD, 1 GBP = 1.27 USD), ' +
  'quarterly prices divided by 3, annual by 12, one-time prices spread over 36 months, and flat plan prices divided by the plan\'s minimum users (1 when it has none). ' +
  'Setup fees are not included.'

const toNumber = (price: NormalisablePrice['price']): number | null => {
  const n = typeof price === 'string' ? Number(price.trim() || NaN) : price
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null
}

/** The plan's price in USD per user per month (rounded to cents), or null when its price or currency is unusable. */
export function perUserPerMonthUsd(option: NormalisablePrice): number | null {
  const price = toNumber(option.price)
  const rate = USD_PER_UNIT[option.currency || 'USD']
  if (price === null || rate === undefined) return null
  const months = MONTHS_PER_PAYMENT[option.paymentFrequency || 'monthly'] ?? 1
  const seats = option.pricePerUser === false ? Math.max(1, option.minimumUsers ?? 1) : 1
  return Math.round(((price * rate) / months / seats) * 100) / 100
}

/** The lowest normalised price among the options (free plans count as 0), or null when none has one. */
export function lowestPerUserPerMonthUsd(options: readonly NormalisablePrice[]): number | null {
  let lowest: number | null = null
  for (const option of options) {
    const value = perUserPerMonthUsd(option)
    if (value !== null && (lowest === null || value < lowest)) lowest = value
  }
  return lowest
}

/** "$12.50 / user / mo", "Free", or "No listed price". */
export function normalisedPriceText(value: number | null): string {
  if (value === null) return 'No listed price'
  if (value === 0) return 'Free'
  return `${formatMoney(value)} / user / mo`
}
