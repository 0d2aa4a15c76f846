// What a subscription request costs, computed the same way by the server (which stores the snapshot)
// and the browser (which shows it before the buyer sends the request), so the two never disagree. What
// the number of users (or units) means for the price is the quantity rule of plan-quantity.ts.
import { PAYMENTS_PER_YEAR, isRecurring } from './billing-periods'
import { chargedCount } from './plan-quantity'

/** The pricing option fields a request's price depends on. */
export interface PlanPrice {
  price: number
  setupFee: number
  pricePerUser: boolean
  paymentFrequency: string
}

/**
 * Rounds a money amount to cents, half away from zero. toPrecision first removes the binary noise of
 * the multiplication (1.005 * 100 is 100.49999...), so amounts that are exactly halfway round up.
 */
export function roundToCents(amount: number): number {
  const cents = Number((amount * 100).toPrecision(12))
  return (Math.sign(cents) * Math.round(Math.abs(cents))) / 100
}

/** The charge for one billing period: the price times what the quantity rule counts (users, units, or 1 for a flat plan). */
export const periodCharge = (plan: Omit<PlanPrice, 'setupFee'>, quantity: number): number => roundToCents(plan.price * chargedCount(plan, quantity))

/** The request's total, due at its first billing: one period's charge plus the setup fee once, in cents. */
export function orderTotal(plan: PlanPrice, users: number): number {
  return roundToCents(periodCharge(plan, users) + plan.setupFee)
}

/** The pricing option fields a request copies, so later price changes never alter a request already made. */
export interface PlanTerms extends PlanPrice {
  currency: string
  trialDays: number
}

/** The price snapshot a subscription request stores: the option's terms and the total for `users`. */
export function priceSnapshot(plan: PlanTerms, users: number) {
  return {
    unitPrice: plan.price,
    setupFee: plan.setupFee,
    currency: plan.currency,
    paymentFrequency: plan.paymentFrequency,
    pricePerUser: plan.pricePerUser,
    trialDays: plan.trialDays,
    total: orderTotal(plan, users),
  }
}

/** What the subscribe screen lists before the buyer sends a request (same total as the stored snapshot). */
export interface PriceBreakdown {
  /** The charge for each billing period (the whole price of a one-time plan): the quantity rule's count times the price. */
  perPeriod: number
  /** Charged once, with the first payment. */
  setupFee: number
  /** The first payment: one period plus the setup fee (orderTotal, what the request records as total). */
  firstPayment: number
  /** Nothing is charged during a free trial; the first payment falls due when it ends. */
  dueToday: number
  trialDays: number
  /** The recurring cost over a year (without the setup fee); null for one-time plans. */
  perYear: number | null
}

export function priceBreakdown(plan: PlanTerms, users: number): PriceBreakdown {
  const perPeriod = periodCharge(plan, users)
  const firstPayment = orderTotal(plan, users)
  return {
    perPeriod,
    setupFee: plan.setupFee,
    firstPayment,
    dueToday: plan.trialDays > 0 ? 0 : firstPayment,
    trialDays: plan.trialDays,
    perYear: isRecurring(plan.paymentFrequency) ? roundToCents(perPeriod * PAYMENTS_PER_YEAR[plan.paymentFrequency]) : null,
  }
}
