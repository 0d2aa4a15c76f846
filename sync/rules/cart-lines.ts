// Cart rules of the visitor spec (sections 3, 4 and 9): what identifies a line (the option a tier brings
// when none is chosen is in plan-choice.ts), how quantities change, what each change announces, and the totals.
// The browser's cart (web/data/account/cart.ts) applies them to its local copy; the server applies the same
// rules to its own rows (api/cart), so both agree on which line an addition lands on.
import { roundToCents } from './order-pricing'

/** The announcements of spec section 4, word for word. */
export const CART_MESSAGES = {
  added: 'Added to cart',
  updated: 'Updated cart',
  removed: 'Removed from cart',
  cleared: 'Cart cleared',
} as const
export type CartMessage = (typeof CART_MESSAGES)[keyof typeof CART_MESSAGES]

/** The most of one line a cart holds (the server refuses more). */
export const MAX_LINE_QUANTITY = 100_000

/** What a line is made of: a product, with an optional tier and an optional pricing option. */
export interface CartLineKey {
  productId: number
  tierId: number | null
  pricingOptionId: number | null
}

/** The line id of spec section 3: the product id, the tier id (or none) and the option id (or none). */
export function cartLineId({ productId, tierId, pricingOptionId }: CartLineKey): string {
  return `${productId}-${tierId ?? 'none'}-${pricingOptionId ?? 'none'}`
}

/** Whether two lines are the same line (same product, tier and option; "none" matches only "none"). */
export function sameCartLine(a: CartLineKey, b: CartLineKey): boolean {
  return cartLineId(a) === cartLineId(b)
}

/** Why an amount cannot be added to or set on a line, in the words the screen shows; null when it can. */
export function quantityProblem(quantity: number, { allowZero = false } = {}): string | null {
  if (!Number.isInteger(quantity)) return 'Quantity must be a whole number'
  if (quantity > MAX_LINE_QUANTITY) return `Quantity must be at most ${MAX_LINE_QUANTITY}`
  if (!allowZero && quantity < 1) return 'Quantity must be at least 1'
  return null
}

/** Adding `added` (default 1) to a line: an existing line grows and says "Updated cart", a new one says "Added to cart". */
export function addedQuantity(existing: number | null, added = 1): { quantity: number; message: CartMessage } {
  if (existing === null) return { quantity: added, message: CART_MESSAGES.added }
  return { quantity: existing + added, message: CART_MESSAGES.updated }
}

/** Setting a line's quantity: 0 or less removes the line ("Removed from cart"); otherwise "Updated cart". */
export function quantityChange(quantity: number): { remove: boolean; message: CartMessage } {
  return quantity <= 0 ? { remove: true, message: CART_MESSAGES.removed } : { remove: false, message: CART_MESSAGES.updated }
}

/** The price fields a line's cost reads; prices may arrive as numeric strings (spec section 3). */
export interface PricedLine {
  quantity: number
  productPrice: number | string | null | undefined
  option: { price: number | string | null | undefined; currency?: string | null; setupFee?: number | string | null } | null
}

const amount = (v: number | string | null | undefined): number | null => {
  const n = typeof v === 'string' ? Number(v.trim() || NaN) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

/** A line's unit price (spec 9): the option's price if set, else the product's price, else 0. */
export function lineUnitPrice(line: Pick<PricedLine, 'productPrice' | 'option'>): number {
  return amount(line.option?.price) ?? amount(line.productPrice) ?? 0
}

/** The line's currency: the option's (USD by default, spec 3). */
export const lineCurrency = (line: Pick<PricedLine, 'option'>): string => line.option?.currency || 'USD'

/** A line's cost (spec 9): unit price times quantity, plus the option's setup fee once per line, not per unit. */
export function lineTotal(line: PricedLine): number {
  return roundToCents(lineUnitPrice(line) * line.quantity + (amount(line.option?.setupFee) ?? 0))
}

/** The cart's totals, one per currency (amounts in different currencies are never added together). */
export function cartTotals(lines: readonly PricedLine[]): Record<string, number> {
  const totals: Record<string, number> = {}
  for (const line of lines) {
    const currency = lineCurrency(line)
    totals[currency] = roundToCents((totals[currency] ?? 0) + lineTotal(line))
  }
  return totals
}
