import { describe, expect, it } from 'vitest'
import { cartTotals, lineCosts, lineCurrency, lineTotal, lineUnitPrice } from './cart-totals'

const option = (price: number | string | null, currency = 'USD', setupFee: number | string = 0) => ({ price, currency, setupFee })
const plan = (price: number, paymentFrequency: string, pricePerUser = true, setupFee = 0, currency = 'USD') => ({ price, currency, setupFee, paymentFrequency, pricePerUser })

describe('line price', () => {
  it('is the option price if set, else the product price, else 0', () => {
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
  it('counts a flat plan once whatever the number of users it covers', () => {
    expect(lineTotal({ quantity: 5, productPrice: null, option: plan(59, 'monthly', false) })).toBe(59)
    expect(lineTotal({ quantity: 5, productPrice: null, option: plan(59, 'monthly', true) })).toBe(295)
  })
})

describe('what a line costs over time', () => {
  it('a monthly per-user line: $59 × 5 a month, 12 payments in the first year', () => {
    expect(lineCosts({ quantity: 5, productPrice: null, option: plan(59, 'monthly') })).toEqual({ perPeriod: 295, setupFee: 0, firstBilling: 295, perMonth: 295, firstYear: 3540 })
  })
  it('a yearly line: one payment a year, its twelfth per month, and the setup fee once', () => {
    expect(lineCosts({ quantity: 1, productPrice: null, option: plan(602, 'annually', false, 100) })).toEqual({ perPeriod: 602, setupFee: 100, firstBilling: 702, perMonth: 50.17, firstYear: 702 })
  })
  it('a quarterly line: 4 payments a year, a third per month', () => {
    expect(lineCosts({ quantity: 2, productPrice: null, option: plan(30, 'quarterly') })).toMatchObject({ perPeriod: 60, perMonth: 20, firstYear: 240 })
  })
  it('a one-time line (hardware, or a list price without a plan) is nothing per month and paid once in the first year', () => {
    expect(lineCosts({ quantity: 3, productPrice: null, option: plan(629, 'one-time', false, 150) })).toEqual({ perPeriod: 1887, setupFee: 150, firstBilling: 2037, perMonth: 0, firstYear: 2037 })
    expect(lineCosts({ quantity: 2, productPrice: 49, option: null })).toMatchObject({ perPeriod: 98, perMonth: 0, firstYear: 98 })
  })
})

describe('cart totals, per currency', () => {
  it('never adds currencies together; an option without currency counts as USD', () => {
    const totals = cartTotals([
      { quantity: 2, productPrice: null, option: option(10, 'USD', 100) },
      { quantity: 1, productPrice: 5, option: null },
      { quantity: 4, productPrice: null, option: option('2.5', 'EUR') },
      { quantity: 1, productPrice: null, option: { price: 1, currency: null } },
    ])
    expect(Object.fromEntries(Object.entries(totals).map(([c, t]) => [c, t.firstBilling]))).toEqual({ USD: 126, EUR: 10 })
    expect(lineCurrency({ option: null })).toBe('USD')
  })
  it('a monthly line and a yearly line are not one "Total": due at first billing, per month and in the first year', () => {
    const totals = cartTotals([
      { quantity: 5, productPrice: null, option: plan(59, 'monthly') },
      { quantity: 1, productPrice: null, option: plan(602, 'annually', false) },
    ])
    expect(totals.USD).toEqual({ firstBilling: 897, perMonth: 345.17, firstYear: 4142, hasOneTime: false })
  })
  it('marks a currency that holds a one-time line, and rounds to cents', () => {
    expect(cartTotals([{ quantity: 3, productPrice: null, option: option(0.1) }]).USD).toEqual({ firstBilling: 0.3, perMonth: 0.3, firstYear: 3.6, hasOneTime: false })
    expect(cartTotals([{ quantity: 1, productPrice: 10, option: null }]).USD.hasOneTime).toBe(true)
  })
})
