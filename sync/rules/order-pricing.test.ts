import { describe, expect, it } from 'vitest'
import { orderTotal, priceBreakdown, priceSnapshot, roundToCents } from './order-pricing'

describe('orderTotal (price × users when priced per user, else the flat price, plus the setup fee once)', () => {
  it('10 users × 12.50 + 99 setup = 224.00', () => {
    expect(orderTotal({ price: 12.5, setupFee: 99, pricePerUser: true, paymentFrequency: 'monthly' }, 10)).toBe(224)
  })
  it('a flat plan ignores the number of users: 499 + 0 setup = 499.00 for 25 users', () => {
    expect(orderTotal({ price: 499, setupFee: 0, pricePerUser: false, paymentFrequency: 'monthly' }, 25)).toBe(499)
  })
  it('rounds to cents: 3 users × 0.335 + 0 = 1.005 → 1.01', () => {
    expect(orderTotal({ price: 0.335, setupFee: 0, pricePerUser: true, paymentFrequency: 'monthly' }, 3)).toBe(1.01)
  })
  it('sums without float noise: 3 users × 0.1 + 0.2 setup = 0.50', () => {
    expect(orderTotal({ price: 0.1, setupFee: 0.2, pricePerUser: true, paymentFrequency: 'monthly' }, 3)).toBe(0.5)
  })
})

describe('roundToCents', () => {
  it('rounds halves away from zero', () => {
    expect(roundToCents(1.005)).toBe(1.01)
    expect(roundToCents(2.675)).toBe(2.68)
    expect(roundToCents(-1.005)).toBe(-1.01)
  })
  it('keeps amounts already in cents', () => expect(roundToCents(224)).toBe(224))
})

describe('priceSnapshot', () => {
  it("copies the option's terms and adds the total: 10 users × 12.50 + 99 setup = 224.00 EUR", () => {
    const plan = { price: 12.5, setupFee: 99, pricePerUser: true, currency: 'EUR', paymentFrequency: 'annually', trialDays: 14 }
    expect(priceSnapshot(plan, 10)).toEqual({
      unitPrice: 12.5, setupFee: 99, currency: 'EUR', paymentFrequency: 'annually', pricePerUser: true, trialDays: 14, total: 224,
    })
  })
})

describe('priceBreakdown (users × price per period, setup fee once, trial, yearly cost by frequency)', () => {
  const terms = { price: 12.5, setupFee: 99, pricePerUser: true, currency: 'EUR', paymentFrequency: 'monthly', trialDays: 0 }
  it('per user monthly: 10 users × 12.50 = 125 a month, first payment 224 due today, 1,500 a year', () => {
    expect(priceBreakdown(terms, 10)).toEqual({ perPeriod: 125, setupFee: 99, firstPayment: 224, dueToday: 224, trialDays: 0, perYear: 1500 })
  })
  it('the first payment is the total a request records', () => {
    expect(priceBreakdown(terms, 7).firstPayment).toBe(priceSnapshot(terms, 7).total)
  })
  it('a free trial makes nothing due today; the first payment is unchanged', () => {
    const b = priceBreakdown({ ...terms, trialDays: 14 }, 10)
    expect(b.dueToday).toBe(0)
    expect(b.firstPayment).toBe(224)
    expect(b.trialDays).toBe(14)
  })
  it('counts payments per year by frequency: quarterly × 4, annually × 1, one-time has no yearly cost', () => {
    expect(priceBreakdown({ ...terms, paymentFrequency: 'quarterly' }, 2).perYear).toBe(100)
    expect(priceBreakdown({ ...terms, paymentFrequency: 'annually' }, 2).perYear).toBe(25)
    expect(priceBreakdown({ ...terms, paymentFrequency: 'one-time' }, 2).perYear).toBeNull()
  })
  it('a flat plan charges the same whatever the number of users', () => {
    const flat = { ...terms, price: 499, setupFee: 0, pricePerUser: false }
    expect(priceBreakdown(flat, 3).perPeriod).toBe(499)
    expect(priceBreakdown(flat, 300).perPeriod).toBe(499)
  })
  it('a one-time price that is not per user is charged per unit (hardware): 3 units × 629 + 150 setup', () => {
    const unit = { ...terms, price: 629, setupFee: 150, pricePerUser: false, paymentFrequency: 'one-time' }
    expect(priceBreakdown(unit, 3)).toMatchObject({ perPeriod: 1887, firstPayment: 2037, perYear: null })
    expect(orderTotal(unit, 3)).toBe(2037)
  })
})
