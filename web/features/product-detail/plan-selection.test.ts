import { describe, expect, it } from 'vitest'
import type { PricingOption, ProductTier } from '../../../sync/schemas'
import type { ProductPlan } from '../../data/catalog/product-detail-hooks'
import { choiceValue, initialChoice, parseChoice, resolveChoice } from './plan-selection'

const tier = (id: number, isPopular = false): ProductTier => ({ id, version: 1, productId: 1, name: `Tier ${id}`, description: null, features: [], isPopular, sortOrder: id })
const option = (id: number, over: Partial<PricingOption> = {}): PricingOption => ({
  id, version: 1, productTierId: 1, price: 10, currency: 'USD', paymentFrequency: 'monthly', contractTerm: 'flexible', setupFee: 0,
  trialDays: 0, minimumUsers: 1, maximumUsers: null, pricePerUser: true, isRecommended: false, ...over,
})
const plan = (t: ProductTier, options: PricingOption[]): ProductPlan => ({ tier: t, options })

describe('initialChoice', () => {
  it('starts on the popular tier with its recommended option', () => {
    const plans = [plan(tier(1), [option(11)]), plan(tier(2, true), [option(21), option(22, { isRecommended: true })])]
    expect(initialChoice(plans)).toEqual({ tierId: 2, optionId: 22 })
  })
  it("falls back to the first tier and its first option, or to a tier without options", () => {
    expect(initialChoice([plan(tier(1), [option(11), option(12)]), plan(tier(2), [])])).toEqual({ tierId: 1, optionId: 11 })
    expect(initialChoice([plan(tier(3), [])])).toEqual({ tierId: 3, optionId: null })
    expect(initialChoice([])).toBeNull()
  })
})

describe('choices as radio values', () => {
  it('round-trips, with "none" for a tier without options', () => {
    expect(parseChoice(choiceValue({ tierId: 4, optionId: 9 }))).toEqual({ tierId: 4, optionId: 9 })
    expect(parseChoice(choiceValue({ tierId: 4, optionId: null }))).toEqual({ tierId: 4, optionId: null })
    expect(parseChoice('x')).toBeNull()
  })
  it('resolves only choices the catalogue still has', () => {
    const plans = [plan(tier(1), [option(11)]), plan(tier(2), [])]
    expect(resolveChoice(plans, { tierId: 1, optionId: 11 })?.option?.id).toBe(11)
    expect(resolveChoice(plans, { tierId: 2, optionId: null })?.option).toBeNull()
    expect(resolveChoice(plans, { tierId: 1, optionId: 99 })).toBeNull()
    expect(resolveChoice(plans, { tierId: 1, optionId: null })).toBeNull()
  })
})
