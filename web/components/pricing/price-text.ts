// How one plan's price reads where plans are listed (plan radios, cart lines, the admin's option list):
// the amount in its own currency (sync/rules/money) with its billing period in words. Where a price
// "starts" is not said here: that is the price rule of sync/rules/price-figure.
import { formatMoney } from '../../../sync/rules/money'
import type { PricingOption } from '../../../sync/schemas'

const PERIOD: Record<string, string> = { monthly: 'month', annually: 'year', quarterly: 'quarter' }

/** "per user / month", "/ year", "one-time": what the price is for. */
export function billingLabel(option: Pick<PricingOption, 'paymentFrequency' | 'pricePerUser'>): string {
  const period = PERIOD[option.paymentFrequency]
  if (!period) return option.pricePerUser ? 'per user, one-time' : 'one-time'
  return option.pricePerUser ? `per user / ${period}` : `/ ${period}`
}

/** A payment frequency as a billing phrase: "Billed monthly", "Billed yearly", "Paid once". */
export const BILLING_NAMES: Record<string, string> = { monthly: 'Billed monthly', annually: 'Billed yearly', quarterly: 'Billed quarterly', 'one-time': 'Paid once' }
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

/** The terms under an option's price, in the order a buyer weighs them: "Billed yearly · Annual contract · Priced per user · ...". */
export function optionTerms(o: PricingOption): string[] {
  return [
    BILLING_NAMES[o.paymentFrequency] ?? o.paymentFrequency,
    CONTRACT_NAMES[o.contractTerm] ?? o.contractTerm,
    o.pricePerUser ? 'Priced per user' : o.paymentFrequency === 'one-time' ? 'Priced per unit' : 'Flat price',
    o.setupFee > 0 ? `Setup fee ${formatMoney(o.setupFee, o.currency)}` : 'No setup fee',
    ...(o.trialDays > 0 ? [`${o.trialDays}-day free trial`] : []),
    ...(seatsText(o) ? [seatsText(o)!] : []),
  ]
}

/** A tier's options with those in the display currency first (their order otherwise kept). */
export function inDisplayOrder<O extends Pick<PricingOption, 'currency'>>(options: readonly O[], displayCurrency: string): O[] {
  return [...options].sort((a, b) => Number(b.currency === displayCurrency) - Number(a.currency === displayCurrency))
}

/** Said on an option priced in another currency than the display currency: its price is never converted. */
export const otherCurrencyNote = (o: Pick<PricingOption, 'currency'>, displayCurrency: string): string[] =>
  o.currency === displayCurrency ? [] : [`Priced in ${o.currency}`]
