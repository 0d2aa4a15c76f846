import { describe, expect, it } from 'vitest'
import { CART_MESSAGES, addedQuantity, cartLineId, quantityChange, sameCartLine } from './cart-lines'

describe('cart line id (product id, tier id or none, option id or none)', () => {
  it('joins the three ids, writing "none" for a missing tier or option', () => {
    expect(cartLineId({ productId: 5, tierId: 2, pricingOptionId: 9 })).toBe('5-2-9')
    expect(cartLineId({ productId: 5, tierId: null, pricingOptionId: null })).toBe('5-none-none')
    expect(cartLineId({ productId: 5, tierId: 2, pricingOptionId: null })).toBe('5-2-none')
  })
  it('tells a line with a tier from the same product without one', () => {
    expect(sameCartLine({ productId: 5, tierId: 2, pricingOptionId: 9 }, { productId: 5, tierId: 2, pricingOptionId: 9 })).toBe(true)
    expect(sameCartLine({ productId: 5, tierId: 2, pricingOptionId: null }, { productId: 5, tierId: null, pricingOptionId: null })).toBe(false)
  })
})

describe('adding and setting quantities', () => {
  it('adding an existing line increases its quantity by the amount added and says "Updated cart"', () => {
    expect(addedQuantity(2, 3)).toEqual({ quantity: 5, message: 'Updated cart' })
    expect(addedQuantity(2)).toEqual({ quantity: 3, message: 'Updated cart' })
  })
  it('a new line starts at the amount added (default 1) and says "Added to cart"', () => {
    expect(addedQuantity(null)).toEqual({ quantity: 1, message: 'Added to cart' })
    expect(addedQuantity(null, 4)).toEqual({ quantity: 4, message: 'Added to cart' })
  })
  it('quantity 0 or less removes the line and says "Removed from cart"', () => {
    expect(quantityChange(0)).toEqual({ remove: true, message: 'Removed from cart' })
    expect(quantityChange(-2)).toEqual({ remove: true, message: 'Removed from cart' })
    expect(quantityChange(7)).toEqual({ remove: false, message: 'Updated cart' })
  })
  it('uses the exact texts, including "Cart cleared"', () => {
    expect(CART_MESSAGES).toEqual({ added: 'Added to cart', updated: 'Updated cart', removed: 'Removed from cart', cleared: 'Cart cleared' })
  })
})
