import { describe, expect, it } from 'vitest'
import type { PricingOption } from '../../../sync/schemas'
import { billingLabel, optionPriceText, optionTerms, seatsText } from './price-text'

const option = (over: Partial<PricingOption>): PricingOption => ({
  id: 1, version: 1, productTierId: 1, price: 10, currency: 'USD', paymentFrequency: 'monthly', contractTerm: 'flexible',
  setupFee: 0, trialDays: 0, minimumUsers: 1, maximumUsers: null, pricePerUser: true, isRecommended: false, ...over,
})

describe('billing and plan texts', () => {
  it('says what the price is for', () => {
    expect(billingLabel({ paymentFrequency: 'monthly', pricePerUser: true })).toBe('per user / month')
    expect(billingLabel({ paymentFrequency: 'annually', pricePerUser: false })).toBe('/ year')
    expect(billingLabel({ paymentFrequency: 'one-time', pricePerUser: false })).toBe('one-time')
    expect(optionPriceText(option({ price: 895, paymentFrequency: 'one-time', pricePerUser: false }))).toBe('$895 one-time')
  })
  it('states user limits only when there are some', () => {
    expect(seatsText(option({ minimumUsers: 1, maximumUsers: 50 }))).toBe('1-50 users')
    expect(seatsText(option({ minimumUsers: 25 }))).toBe('25+ users')
    expect(seatsText(option({ minimumUsers: 0 }))).toBeNull()
  })
})

describe('optionTerms', () => {
  it('says how a plan is billed in plain words ("Billed yearly", never "Annually billing") and what the quantity counts', () => {
    expect(optionTerms(option({ paymentFrequency: 'annually', contractTerm: 'annual' }))).toEqual(['Billed yearly', 'Annual contract', 'Priced per user', 'No setup fee'])
    expect(optionTerms(option({ pricePerUser: false, setupFee: 500, trialDays: 14, maximumUsers: 10 }))).toEqual([
      'Billed monthly', 'Flexible contract', 'Flat price', 'Setup fee $500', '14-day free trial', '1-10 users',
    ])
    expect(optionTerms(option({ paymentFrequency: 'one-time', pricePerUser: false }))[0]).toBe('Paid once')
    expect(optionTerms(option({ paymentFrequency: 'one-time', pricePerUser: false }))[2]).toBe('Priced per unit')
  })
})
