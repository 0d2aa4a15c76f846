import { describe, expect, it } from 'vitest'
import { chargedCount, planQuantityProblem, quantityLabel, quantityMeaning, quantityProblem, quantityText, seatsProblem, startingQuantity } from './plan-quantity'

const perUser = { pricePerUser: true, paymentFrequency: 'monthly', minimumUsers: 1, maximumUsers: 50 }
const flat = { pricePerUser: false, paymentFrequency: 'monthly', minimumUsers: 1, maximumUsers: null }
const hardware = { pricePerUser: false, paymentFrequency: 'one-time', minimumUsers: 1, maximumUsers: null }

describe('what a quantity means for a pricing option', () => {
  it('counts users for a per-user plan (charged for each), users for a flat plan (charged once), units for a one-time flat price', () => {
    expect([quantityMeaning(perUser), quantityMeaning(flat), quantityMeaning(hardware), quantityMeaning(null)]).toEqual(['users', 'flat', 'units', 'units'])
    expect(chargedCount(perUser, 5)).toBe(5)
    expect(chargedCount(flat, 5)).toBe(1) // "Flat price" Growth at $59/month for 5 users is $59, not $295
    expect(chargedCount(hardware, 5)).toBe(5)
    expect(chargedCount({ pricePerUser: true, paymentFrequency: 'one-time' }, 3)).toBe(3)
    expect(chargedCount(null, 4)).toBe(4)
  })
  it('names the quantity as the screens show it', () => {
    expect([quantityLabel(perUser), quantityLabel(flat), quantityLabel(hardware)]).toEqual(['Users', 'Users', 'Quantity'])
    expect(quantityText(perUser, 1)).toBe('1 user')
    expect(quantityText(flat, 5)).toBe('5 users (flat price)')
    expect(quantityText(hardware, 3)).toBe('3 units')
  })
  it('holds users within the plan limits, flat plans too, but not units', () => {
    expect(planQuantityProblem(perUser, 51)).toBe('This plan needs between 1 and 50 users')
    expect(planQuantityProblem({ ...flat, minimumUsers: 10 }, 5)).toBe('This plan needs at least 10 users')
    expect(planQuantityProblem({ ...hardware, minimumUsers: 10 }, 5)).toBeNull()
    expect(planQuantityProblem(null, 2.5)).toBe('Quantity must be a whole number')
    expect(planQuantityProblem({ ...perUser, minimumUsers: 0 }, 1)).toBeNull() // a minimum of 0 still needs one user
  })
  it('starts at the plan minimum when it counts users, else at 1', () => {
    expect(startingQuantity({ ...perUser, minimumUsers: 25 })).toBe(25)
    expect(startingQuantity({ ...flat, minimumUsers: 5 })).toBe(5)
    expect(startingQuantity({ ...hardware, minimumUsers: 25 })).toBe(1)
    expect(startingQuantity({ ...perUser, minimumUsers: 0 })).toBe(1)
    expect(startingQuantity(null)).toBe(1)
  })
})

describe('quantityProblem', () => {
  it('refuses fractions, amounts below 1 to add, and more than 100,000 of one line', () => {
    expect(quantityProblem(1.5)).toBe('Quantity must be a whole number')
    expect(quantityProblem(0)).toBe('Quantity must be at least 1')
    expect(quantityProblem(0, { allowZero: true })).toBeNull()
    expect(quantityProblem(100_001)).toBe('Quantity must be at most 100000')
    expect(quantityProblem(100_000)).toBeNull()
  })
})

describe('seatsProblem (users must be within minimumUsers..maximumUsers)', () => {
  const fiveToFifty = { minimumUsers: 5, maximumUsers: 50 }
  it('accepts both bounds', () => {
    expect(seatsProblem(fiveToFifty, 5)).toBeNull()
    expect(seatsProblem(fiveToFifty, 50)).toBeNull()
  })
  it('names the range when users fall outside it', () => {
    expect(seatsProblem(fiveToFifty, 4)).toBe('This plan needs between 5 and 50 users')
    expect(seatsProblem(fiveToFifty, 51)).toBe('This plan needs between 5 and 50 users')
  })
  it('has no upper bound without a maximum', () => {
    expect(seatsProblem({ minimumUsers: 10, maximumUsers: null }, 9)).toBe('This plan needs at least 10 users')
    expect(seatsProblem({ minimumUsers: 10, maximumUsers: null }, 10_000)).toBeNull()
  })
})
