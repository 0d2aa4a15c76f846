import { describe, expect, it } from 'vitest'
import {
  CART_MESSAGES, addedQuantity, cartLineId, cartTotals, lineCurrency, lineTotal, lineUnitPrice,
  quantityChange, quantityProblem, sameCartLine,
} from './cart-lines'

describe('cart line id (visitor spec 3: product id, tier id or none, option id or none)', () => {
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

describe('adding and setting quantities (spec 4)', () => {
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
  it('uses the spec texts, including "Cart cleared"', () => {
    expect(CART_MESSAGES).toEqual({ added: 'Added to cart', updated: 'Updated cart', removed: 'Removed from cart', cleared: 'Cart cleared' })
  })
  it('refuses fractions, amounts below 1 to add, and more than 100,000 of one line', () => {
    expect(quantityProblem(1.5)).toBe('Quantity must be a whole number')
    expect(quantityProblem(0)).toBe('Quantity must be at least 1')
    expect(quantityProblem(0, { allowZero: true })).toBeNull()
    expect(quantityProblem(100_001)).toBe('Quantity must be at most 100000')
    expect(quantityProblem(100_000)).toBeNull()
  })
})

describe('line price and totals (spec 9)', () => {
  const option = (price: number | string | null, currency = 'USD', setupFee: number | string = 0) => ({ price, currency, setupFee })

  it('line price is the option price if set, else the product price, else 0', () => {
    expect(lineUnitPrice({ option: option(12), productPrice: 99 })).toBe(12)
    expect(lineUnitPrice({ option: option('12.50'), productPrice: 99 })).toBe(12.5) // prices may arrive as strings
    expect(lineUnitPrice({ option: option(null), productPrice: 99 })).toBe(99)
    expect(lineUnitPrice({ option: null, productPrice: '49' })).toBe(49)
    expect(lineUnitPrice({ option: null, productPrice: null })).toBe(0)
  })
  it('counts price times quantity plus the setup fee once per line, not per unit', () => {
    expect(lineTotal({ quantity: 3, productPrice: null, option: option(10, 'USD', 500) })).toBe(530)
    expect(lineTotal({ quantity: 3, productPrice: 7.1, option: null })).toBe(21.3)
  })
  it('totals each currency on its own; an option without currency counts as USD', () => {
    const totals = cartTotals([
      { quantity: 2, productPrice: null, option: option(10, 'USD', 100) },
      { quantity: 1, productPrice: 5, option: null },
      { quantity: 4, productPrice: null, option: option('2.5', 'EUR') },
      { quantity: 1, productPrice: null, option: { price: 1, currency: null } },
    ])
    expect(totals).toEqual({ USD: 126, EUR: 10 })
    expect(lineCurrency({ option: null })).toBe('USD')
  })
  it('rounds totals to cents', () => {
    expect(cartTotals([{ quantity: 3, productPrice: null, option: option(0.1) }])).toEqual({ USD: 0.3 })
  })
})
