// Cart rules: what identifies a line (the option a tier brings
// when none is chosen is in plan-choice.ts), how quantities change and what each change announces (what a
// quantity means for a plan is plan-quantity.ts; what lines cost, cart-totals.ts).
// The browser's cart (web/data/account/cart.ts) applies them to its local copy; the server applies the same
// rules to its own rows (api/cart), so both agree on which line an addition lands on.

/** What each cart change announces, word for word. */
export const CART_MESSAGES = {
  added: 'Added to cart',
  updated: 'Updated cart',
  removed: 'Removed from cart',
  cleared: 'Cart cleared',
} as const
export type CartMessage = (typeof CART_MESSAGES)[keyof typeof CART_MESSAGES]

/** What a line is made of: a product, with an optional tier and an optional pricing option. */
export interface CartLineKey {
  productId: number
  tierId: number | null
  pricingOptionId: number | null
}

/** The line id: the product id, the tier id (or none) and the option id (or none). */
export function cartLineId({ productId, tierId, pricingOptionId }: CartLineKey): string {
  return `${productId}-${tierId ?? 'none'}-${pricingOptionId ?? 'none'}`
}

/** Whether two lines are the same line (same product, tier and option; "none" matches only "none"). */
export function sameCartLine(a: CartLineKey, b: CartLineKey): boolean {
  return cartLineId(a) === cartLineId(b)
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
