// What a subscription request costs, computed the same way by the server (which stores the snapshot)
// and the browser (which shows it before the buyer sends the request), so the two never disagree.

/** The pricing option fields a request's price depends on. */
export interface PlanPrice {
  price: number
  setupFee: number
  pricePerUser: boolean
}

/** The seat limits of a pricing option; no maximum means any number of users from the minimum up. */
export interface PlanSeats {
  minimumUsers: number
  maximumUsers: number | null
}

/**
 * Rounds a money amount to cents, half away from zero. toPrecision first removes the binary noise of
 * the multiplication (1.005 * 100 is 100.49999...), so amounts that are exactly halfway round up.
 */
export function roundToCents(amount: number): number {
  const cents = Number((amount * 100).toPrecision(12))
  return (Math.sign(cents) * Math.round(Math.abs(cents))) / 100
}

/** The request's total: price per user times users (or the flat price), plus the setup fee once, in cents. */
export function orderTotal(plan: PlanPrice, users: number): number {
  const recurring = plan.pricePerUser ? plan.price * users : plan.price
  return roundToCents(recurring + plan.setupFee)
}

/** Why this number of users does not fit the plan, in the words the form shows; null when it fits. */
export function seatsProblem(plan: PlanSeats, users: number): string | null {
  const min = plan.minimumUsers
  const max = plan.maximumUsers
  const fits = users >= min && (max === null || users <= max)
  if (fits) return null
  return max === null ? `This plan needs at least ${min} users` : `This plan needs between ${min} and ${max} users`
}

/** The pricing option fields a request copies, so later price changes never alter a request already made. */
export interface PlanTerms extends PlanPrice {
  currency: string
  paymentFrequency: string
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

/** How many payments a year each billing frequency makes; one-time plans have no yearly cost. */
const PAYMENTS_PER_YEAR: Record<string, number> = { monthly: 12, quarterly: 4, annually: 1 }

/** What the subscribe screen lists before the buyer sends a request (same total as the stored snapshot). */
export interface PriceBreakdown {
  /** The recurring charge for each billing period: price × users when priced per user, else the flat price. */
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
  const perPeriod = roundToCents(plan.pricePerUser ? plan.price * users : plan.price)
  const firstPayment = orderTotal(plan, users)
  const payments = PAYMENTS_PER_YEAR[plan.paymentFrequency]
  return {
    perPeriod,
    setupFee: plan.setupFee,
    firstPayment,
    dueToday: plan.trialDays > 0 ? 0 : firstPayment,
    trialDays: plan.trialDays,
    perYear: payments === undefined ? null : roundToCents(perPeriod * payments),
  }
}
