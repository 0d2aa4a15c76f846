// How prices read on the detail pages: amounts in their own currency (written by sync/rules/money),
// billing periods in words, and a product's cheapest plan as a short "From ..." line. Pure, so the vendor
// and product pages (and their tests) say the same thing.
import { formatMoney } from '../../../sync/rules/money'
import type { PricingOption } from '../../../sync/schemas'

const PERIOD: Record<string, string> = { monthly: 'month', annually: 'year', quarterly: 'quarter' }

/** "per user / month", "/ year", "one-time": what the price is for. */
export function billingLabel(option: Pick<PricingOption, 'paymentFrequency' | 'pricePerUser'>): string {
  const period = PERIOD[option.paymentFrequency]
  if (!period) return option.pricePerUser ? 'per user, one-time' : 'one-time'
  return option.pricePerUser ? `per user / ${period}` : `/ ${period}`
}

export const FREQUENCY_NAMES: Record<string, string> = { monthly: 'Monthly', annually: 'Annually', quarterly: 'Quarterly', 'one-time': 'One-time' }
export const CONTRACT_NAMES: Record<string, string> = { monthly: 'Monthly contract', annual: 'Annual contract', quarterly: 'Quarterly contract', flexible: 'Flexible contract' }

/** "$7 per user / month", "€890 one-time". */
export function optionPriceText(option: Pick<PricingOption, 'price' | 'currency' | 'paymentFrequency' | 'pricePerUser'>): string {
  return `${formatMoney(option.price, option.currency)} ${billingLabel(option)}`
}

/** "1-50 users", "25+ users", or null when any number of users fits. */
export function seatsText(option: Pick<PricingOption, 'minimumUsers' | 'maximumUsers'>): string | null {
  const min = Math.max(option.minimumUsers, 1)
  if (option.maximumUsers !== null) return `${min}-${option.maximumUsers} users`
  return min > 1 ? `${min}+ users` : null
}

const MONTHS: Record<string, number> = { annually: 12, quarterly: 3 }
/** For ordering plans by cost: annual and quarterly prices spread over their months. */
const perMonth = (o: Pick<PricingOption, 'price' | 'paymentFrequency'>) => o.price / (MONTHS[o.paymentFrequency] ?? 1)

/**
 * A product's cheapest plan in one line: "From $7 per user / month" (the cheapest per month of the
 * options in US dollars, else in the first currency offered), "Free" when only free options exist, else the product's list
 * price, else "Contact for pricing".
 */
export function startingPriceText(options: readonly PricingOption[], productPrice: number | null): string {
  const usd = options.filter((o) => o.currency === 'USD')
  const pool = usd.length ? usd : options.filter((o) => o.currency === options[0]?.currency)
  const paid = pool.filter((o) => o.price > 0).sort((a, b) => perMonth(a) - perMonth(b))
  if (paid.length) return `From ${optionPriceText(paid[0])}`
  if (pool.length) return 'Free'
  if (productPrice !== null && productPrice > 0) return `From ${formatMoney(productPrice)}`
  return 'Contact for pricing'
}
