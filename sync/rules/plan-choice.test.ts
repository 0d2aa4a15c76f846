import { describe, expect, it } from 'vitest'
import { defaultPricingOption, initialPlan } from './plan-choice'

describe('defaultPricingOption (the tier option marked recommended, otherwise the first)', () => {
  it('takes the recommended option even when it is not the first', () => {
    expect(defaultPricingOption([{ id: 3, isRecommended: false }, { id: 4, isRecommended: true }])?.id).toBe(4)
  })
  it('takes the first (lowest id) option when none is recommended, whatever order they come in', () => {
    expect(defaultPricingOption([{ id: 8, isRecommended: false }, { id: 3, isRecommended: false }])?.id).toBe(3)
    expect(defaultPricingOption([{ id: 9, isRecommended: true }, { id: 5, isRecommended: true }])?.id).toBe(5)
  })
  it('is null for a tier without options (the line is added without one)', () => {
    expect(defaultPricingOption([])).toBeNull()
  })
})

const tier = (isPopular = false) => ({ isPopular })
const option = (id: number, isRecommended = false) => ({ id, isRecommended })

describe('initialPlan (the plan the product page and the subscribe screen preselect)', () => {
  it('starts on the popular tier with its recommended option', () => {
    const plans = [{ tier: tier(), options: [option(11)] }, { tier: tier(true), options: [option(22, true), option(21)] }]
    expect(initialPlan(plans)).toEqual({ plan: plans[1], option: option(22, true) })
  })
  it('falls back to the first tier and its first option, or to a tier without options', () => {
    const plans = [{ tier: tier(), options: [option(12), option(11)] }, { tier: tier(), options: [] }]
    expect(initialPlan(plans)?.option?.id).toBe(11)
    expect(initialPlan([{ tier: tier(), options: [] }])?.option).toBeNull()
    expect(initialPlan([])).toBeNull()
  })
})
