import { describe, expect, it } from 'vitest'
import { lowestPerUserPerMonthUsd, normalisedPriceText, perUserPerMonthUsd } from './price-normalise'

describe('perUserPerMonthUsd', () => {
  it('keeps a monthly per-user dollar price as it is', () => {
    expect(perUserPerMonthUsd({ price: 12, currency: 'USD', paymentFrequency: 'monthly', pricePerUser: true })).toBe(12)
  })
  it('divides quarterly by 3, annual by 12 and one-time by 36 months', () => {
    expect(perUserPerMonthUsd({ price: 30, paymentFrequency: 'quarterly', pricePerUser: true })).toBe(10)
    expect(perUserPerMonthUsd({ price: 102, paymentFrequency: 'annually', pricePerUser: true })).toBe(8.5)
    expect(perUserPerMonthUsd({ price: 720, paymentFrequency: 'one-time', pricePerUser: true })).toBe(20)
  })
  it('converts euros and pounds at the fixed rates', () => {
    expect(perUserPerMonthUsd({ price: 100, currency: 'EUR', paymentFrequency: 'monthly' })).toBe(108)
    expect(perUserPerMonthUsd({ price: 100, currency: 'GBP', paymentFrequency: 'monthly' })).toBe(127)
    expect(perUserPerMonthUsd({ price: 1200, currency: 'GBP', paymentFrequency: 'annually' })).toBe(127)
  })
  it('divides a flat plan price by its minimum users, or 1 without a minimum', () => {
    expect(perUserPerMonthUsd({ price: 500, paymentFrequency: 'monthly', pricePerUser: false, minimumUsers: 10 })).toBe(50)
    expect(perUserPerMonthUsd({ price: 500, paymentFrequency: 'monthly', pricePerUser: false, minimumUsers: 0 })).toBe(500)
    expect(perUserPerMonthUsd({ price: 500, paymentFrequency: 'monthly', pricePerUser: false })).toBe(500)
  })
  it('reads numeric strings, rounds to cents, and gives null for unusable prices or unknown currencies', () => {
    expect(perUserPerMonthUsd({ price: '895', paymentFrequency: 'one-time', pricePerUser: false })).toBe(24.86)
    expect(perUserPerMonthUsd({ price: 'abc' })).toBeNull()
    expect(perUserPerMonthUsd({ price: '' })).toBeNull()
    expect(perUserPerMonthUsd({ price: null })).toBeNull()
    expect(perUserPerMonthUsd({ price: -4 })).toBeNull()
    expect(perUserPerMonthUsd({ price: 10, currency: 'CHF' })).toBeNull()
  })
})

describe('lowestPerUserPerMonthUsd and its text', () => {
  it('picks the cheapest after normalising, counting free plans', () => {
    const options = [
      { price: 20, paymentFrequency: 'monthly', pricePerUser: true },
      { price: 120, paymentFrequency: 'annually', pricePerUser: true },
      { price: 15, currency: 'GBP', paymentFrequency: 'monthly', pricePerUser: true },
    ]
    expect(lowestPerUserPerMonthUsd(options)).toBe(10)
    expect(lowestPerUserPerMonthUsd([...options, { price: 0 }])).toBe(0)
    expect(lowestPerUserPerMonthUsd([])).toBeNull()
  })
  it('writes the price for people', () => {
    expect(normalisedPriceText(12)).toBe('$12 / user / mo')
    expect(normalisedPriceText(8.5)).toBe('$8.50 / user / mo')
    expect(normalisedPriceText(1234.5)).toBe('$1,234.50 / user / mo')
    expect(normalisedPriceText(0)).toBe('Free')
    expect(normalisedPriceText(null)).toBe('No listed price')
  })
})
