import { describe, expect, it } from 'vitest'
import type { PricingOption } from '../../../sync/schemas'
import { billingLabel, optionPriceText, seatsText, startingPriceText } from './price-text'

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

describe('startingPriceText', () => {
  it('picks the cheapest dollar plan per month, in its own terms', () => {
    const options = [option({ id: 1, price: 12 }), option({ id: 2, price: 102, paymentFrequency: 'annually' }), option({ id: 3, price: 5, currency: 'EUR' })]
    expect(startingPriceText(options, null)).toBe('From $102 per user / year')
  })
  it('uses the first currency offered when there is no dollar plan', () => {
    expect(startingPriceText([option({ price: 9, currency: 'GBP', paymentFrequency: 'quarterly' })], null)).toBe('From £9 per user / quarter')
  })
  it('says Free for free-only plans, then falls back to the list price, then to "Contact for pricing"', () => {
    expect(startingPriceText([option({ price: 0 })], 50)).toBe('Free')
    expect(startingPriceText([], 49.5)).toBe('From $49.50')
    expect(startingPriceText([], null)).toBe('Contact for pricing')
  })
})
