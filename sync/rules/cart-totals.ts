// What cart lines cost (with the quantity rule of plan-quantity.ts). The cart's total,
// a line's price times its quantity plus the setup fee once per line, is what the buyer pays at each
// line's first billing, and is named so. Beside it, per currency, what a buyer compares: the cost per
// month of the recurring lines (a yearly price spread over its 12 months) and the first year's cost
// (every payment of the first year, one-time prices and setup fees counted once). Amounts in different
// currencies are never added together.
import { MONTHS_PER_PAYMENT, PAYMENTS_PER_YEAR, isRecurring } from './billing-periods'
import { roundToCents } from './order-pricing'
import { chargedCount } from './plan-quantity'

/** The price fields a line's cost reads; prices may arrive as numeric strings. */
export interface PricedLine {
  quantity: number
  productPrice: number | string | null | undefined
  option: {
    price: number | string | null | undefined
    currency?: string | null
    setupFee?: number | string | null
    pricePerUser?: boolean | null
    paymentFrequency?: string | null
  } | null
}

const amount = (v: number | string | null | undefined): number | null => {
  const n = typeof v === 'string' ? Number(v.trim() || NaN) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

/** A line's unit price: the option's price if set, else the product's price, else 0. */
export function lineUnitPrice(line: Pick<PricedLine, 'productPrice' | 'option'>): number {
  return amount(line.option?.price) ?? amount(line.productPrice) ?? 0
}

/** The line's currency: the option's (USD by default). */
export const lineCurrency = (line: Pick<PricedLine, 'option'>): string => line.option?.currency || 'USD'

/** How often the line is paid: its option's frequency; a line without an option (a list price) is paid once. */
export const lineFrequency = (line: Pick<PricedLine, 'option'>): string => (line.option ? line.option.paymentFrequency || 'monthly' : 'one-time')

/** What a line costs, in its currency. */
export interface LineCosts {
  /** One billing period's charge (the whole price when paid once): unit price times the quantity rule's count. */
  perPeriod: number
  setupFee: number
  /** The line's total: one period plus the setup fee once, due at the line's first billing. */
  firstBilling: number
  /** The recurring charge spread per month; 0 for a line paid once. */
  perMonth: number
  /** Every payment of the first year plus the setup fee once. */
  firstYear: number
}

export function lineCosts(line: PricedLine): LineCosts {
  const terms = line.option ? { pricePerUser: line.option.pricePerUser !== false, paymentFrequency: lineFrequency(line) } : null
  const perPeriod = roundToCents(lineUnitPrice(line) * chargedCount(terms, line.quantity))
  const setupFee = amount(line.option?.setupFee) ?? 0
  const frequency = lineFrequency(line)
  return {
    perPeriod,
    setupFee,
    firstBilling: roundToCents(perPeriod + setupFee),
    perMonth: isRecurring(frequency) ? roundToCents(perPeriod / MONTHS_PER_PAYMENT[frequency]) : 0,
    firstYear: roundToCents(perPeriod * (PAYMENTS_PER_YEAR[frequency] ?? 1) + setupFee),
  }
}

/** A line's cost due at its first billing: one period's charge plus the setup fee once per line, not per unit. */
export const lineTotal = (line: PricedLine): number => lineCosts(line).firstBilling

/** One currency's totals over the cart. */
export interface CurrencyTotals {
  /** The sum of the lines' first billings: the cart's total. */
  firstBilling: number
  /** What the recurring lines cost per month. */
  perMonth: number
  /** The first year's cost, setup fees and one-time prices counted once. */
  firstYear: number
  /** Whether some line is paid once (so it is in the first year but not per month). */
  hasOneTime: boolean
}

/** The cart's totals, one set per currency (amounts in different currencies are never added together). */
export function cartTotals(lines: readonly PricedLine[]): Record<string, CurrencyTotals> {
  const totals: Record<string, CurrencyTotals> = {}
  for (const line of lines) {
    const currency = lineCurrency(line)
    const costs = lineCosts(line)
    const sum = (totals[currency] ??= { firstBilling: 0, perMonth: 0, firstYear: 0, hasOneTime: false })
    sum.firstBilling = roundToCents(sum.firstBilling + costs.firstBilling)
    sum.perMonth = roundToCents(sum.perMonth + costs.perMonth)
    sum.firstYear = roundToCents(sum.firstYear + costs.firstYear)
    sum.hasOneTime ||= !isRecurring(lineFrequency(line))
  }
  return totals
}
