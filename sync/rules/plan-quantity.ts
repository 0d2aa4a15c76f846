// What a quantity means for a pricing option, the one rule the cart, the product page, the subscribe
// screen, subscription requests and the server all use:
// - a plan priced per user: the quantity is the number of users, and the price is charged for each;
// - a flat recurring plan (one price whatever the number of users): the quantity is still the number of
//   users it must cover (within the plan's user limits), but the price is charged once;
// - a one-time price that is not per user (hardware, a perpetual licence): the quantity is a number of
//   units, each charged;
// - no pricing option (the product's own list price): units, each charged.
// The setup fee is charged once per line or request, whatever the quantity.

/** The most of one line a cart holds, and of one request (the server refuses more). */
export const MAX_LINE_QUANTITY = 100_000

/** Why an amount cannot be added to or set on a line, in the words the screen shows; null when it can. */
export function quantityProblem(quantity: number, { allowZero = false } = {}): string | null {
  if (!Number.isInteger(quantity)) return 'Quantity must be a whole number'
  if (quantity > MAX_LINE_QUANTITY) return `Quantity must be at most ${MAX_LINE_QUANTITY}`
  if (!allowZero && quantity < 1) return 'Quantity must be at least 1'
  return null
}

/** The seat limits of a pricing option; no maximum means any number of users from the minimum up. */
export interface PlanSeats {
  minimumUsers: number
  maximumUsers: number | null
}

/** Why this number of users does not fit the plan, in the words the form shows; null when it fits. */
export function seatsProblem(plan: PlanSeats, users: number): string | null {
  const min = plan.minimumUsers
  const max = plan.maximumUsers
  const fits = users >= min && (max === null || users <= max)
  if (fits) return null
  return max === null ? `This plan needs at least ${min} users` : `This plan needs between ${min} and ${max} users`
}

export type QuantityMeaning = 'users' | 'flat' | 'units'

/** The option fields the meaning depends on. */
export interface QuantityTerms {
  pricePerUser: boolean
  paymentFrequency: string
}

export function quantityMeaning(option: QuantityTerms | null | undefined): QuantityMeaning {
  if (!option) return 'units'
  if (option.pricePerUser) return 'users'
  return option.paymentFrequency === 'one-time' ? 'units' : 'flat'
}

/** How many times the price is charged for this quantity: the quantity itself, or 1 for a flat plan. */
export function chargedCount(option: QuantityTerms | null | undefined, quantity: number): number {
  return quantityMeaning(option) === 'flat' ? 1 : quantity
}

/** The quantity field's label. */
export const quantityLabel = (option: QuantityTerms | null | undefined): string => (quantityMeaning(option) === 'units' ? 'Quantity' : 'Users')

/** "5 users", "1 user", "3 units", "5 users (flat price)". */
export function quantityText(option: QuantityTerms | null | undefined, quantity: number): string {
  const meaning = quantityMeaning(option)
  const count = (one: string, many: string) => `${quantity.toLocaleString('en-US')} ${quantity === 1 ? one : many}`
  if (meaning === 'units') return count('unit', 'units')
  return meaning === 'flat' ? `${count('user', 'users')} (flat price)` : count('user', 'users')
}

/** The option's user limits; an option without limits fits any number of users. */
export interface QuantityLimits extends QuantityTerms {
  minimumUsers: number
  maximumUsers: number | null
}

/**
 * Why this quantity cannot be taken for the option, in the words a form shows; null when it can. A whole
 * number from 1 up to the cart's limit, and, when it counts users, within the plan's user limits.
 */
export function planQuantityProblem(option: QuantityLimits | null | undefined, quantity: number): string | null {
  const basic = quantityProblem(quantity)
  if (basic || !option || quantityMeaning(option) === 'units') return basic
  return seatsProblem({ minimumUsers: Math.max(1, option.minimumUsers), maximumUsers: option.maximumUsers }, quantity)
}

/** The quantity a plan starts at: its minimum number of users when it counts users, else 1. */
export function startingQuantity(option: (QuantityTerms & { minimumUsers: number }) | null | undefined): number {
  return option && quantityMeaning(option) !== 'units' ? Math.max(1, option.minimumUsers) : 1
}
