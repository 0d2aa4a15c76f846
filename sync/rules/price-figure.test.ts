import { describe, expect, it } from 'vitest'
import {
  figureAmount, figureCurrency, figureSourceText, lowestDollarAmount, planFigure, planRange, planRangeText, priceFigureCard, priceFigureText, pricingEntriesByVendor, writtenRangeText,
  productPriceFigure, startingPlan, vendorPriceFigure, type PricedPlan,
} from './price-figure'

const plan = (price: number | string | null, paymentFrequency = 'monthly', pricePerUser = true, currency = 'USD', id?: number): PricedPlan =>
  ({ price, paymentFrequency, pricePerUser, currency, ...(id !== undefined ? { id } : {}) })
const noText = { startingPrice: null, pricingDetails: null, pricingModel: null }

// Brightledger in the demo catalogue: Accounting is flat ($59, $149, $349 a month, 15% off yearly), Close
// Manager per user ($12, $20 a month), one product on request; its details text says "$12/user/month".
const brightledger: PricedPlan[] = [
  plan(59, 'monthly', false, 'USD', 1), plan(602, 'annually', false, 'USD', 2), plan(149, 'monthly', false, 'USD', 3),
  plan(12, 'monthly', true, 'USD', 4), plan(122, 'annually', true, 'USD', 5), plan(335, 'quarterly', false, 'GBP', 6),
]

describe('the starting figure: the cheapest plan per month, saying what it is', () => {
  it('Brightledger starts at $10.17/user/month billed yearly: one figure, wherever it is shown', () => {
    const figure = vendorPriceFigure({ ...noText, pricingDetails: 'Growth $59/month, ... add-on $12/user/month.' }, brightledger)
    expect(figure).toEqual({ kind: 'plan', amount: 10.17, currency: 'USD', perUser: true, billing: 'annually', listed: 122, optionId: 5 })
    expect(priceFigureText(figure)).toBe('Starting at $10.17/user/month, billed yearly')
    expect(priceFigureCard(figure)).toEqual({ headline: 'Starting at $10.17/month', basis: 'per user, billed yearly' })
  })
  it('a flat yearly plan says it is flat (the hub said "$50.17/user/month" for a flat $602/year)', () => {
    const figure = productPriceFigure({ price: 59 }, brightledger.slice(0, 3))
    expect(priceFigureText(figure)).toBe('Starting at $50.17/month, flat rate, billed yearly')
    expect(priceFigureCard(figure)).toEqual({ headline: 'Starting at $50.17/month', basis: 'flat rate, billed yearly' })
  })
  it('reads quarterly prices per month and keeps whole amounts without cents', () => {
    expect(priceFigureText(startingPlan([plan(27, 'quarterly')])!)).toBe('Starting at $9/user/month, billed quarterly')
    expect(priceFigureText(startingPlan([plan('7.00')])!)).toBe('Starting at $7/user/month, billed monthly')
  })
  it('a free plan is not a starting price while a paid one exists; only free plans read "Free plan available"', () => {
    expect(figureAmount(vendorPriceFigure(noText, [plan(0), plan(8)]))).toBe(8)
    expect(priceFigureText(vendorPriceFigure(noText, [plan(0)]))).toBe('Free plan available')
    expect(priceFigureText(productPriceFigure({ price: null }, [plan(0)]))).toBe('Free plan available')
  })
  it('one-time prices count only when no recurring plan has a price, and never read "/month"', () => {
    expect(figureAmount(startingPlan([plan(629, 'one-time', false), plan(99, 'annually')])!)).toBe(8.25)
    const hardware = startingPlan([plan(629, 'one-time', false), plan(1290, 'one-time', false)])!
    expect(priceFigureText(hardware)).toBe('Starting at $629, one-time price per unit')
    expect(priceFigureCard(hardware)).toEqual({ headline: 'Starting at $629', basis: 'one-time price per unit' })
  })
  it('ties go to the plan billed monthly, then per user, then the lower id', () => {
    expect(startingPlan([plan(120, 'annually', true, 'USD', 1), plan(10, 'monthly', true, 'USD', 2)])!.optionId).toBe(2)
    expect(startingPlan([plan(10, 'monthly', false, 'USD', 1), plan(10, 'monthly', true, 'USD', 2)])!.optionId).toBe(2)
  })
  it('ignores prices that are not numbers', () => {
    expect(startingPlan([plan(null), plan('n/a'), plan(-5)])).toBeNull()
    expect(planFigure(plan('12.5'))).toMatchObject({ amount: 12.5, listed: 12.5 })
  })
})

describe('currencies: the display currency where offered, never a silent conversion', () => {
  const mixed = [plan(20, 'monthly', true, 'USD'), plan(17.5, 'monthly', true, 'EUR'), plan(45, 'quarterly', true, 'GBP')]
  it('uses the display currency when the item offers it', () => {
    expect(priceFigureText(startingPlan(mixed, 'EUR')!)).toBe('Starting at €17.50/user/month, billed monthly')
    expect(priceFigureText(startingPlan(mixed, 'GBP')!)).toBe('Starting at £15/user/month, billed quarterly')
  })
  it('else gives the figure in the first currency the item has (USD, EUR, GBP), marked by its own symbol', () => {
    expect(figureCurrency([plan(9, 'monthly', true, 'GBP'), plan(10, 'monthly', true, 'EUR')], 'USD')).toBe('EUR')
    expect(priceFigureText(startingPlan([plan(9, 'monthly', true, 'GBP')], 'EUR')!)).toBe('Starting at £9/user/month, billed monthly')
  })
  it('never compares across currencies: a cheaper GBP plan does not make the USD figure', () => {
    expect(startingPlan([plan(20, 'monthly', true, 'USD'), plan(1, 'monthly', true, 'GBP')], 'USD')!.amount).toBe(20)
  })
})

describe('fallbacks without a priced plan', () => {
  it('a vendor: its listed starting price, then the lowest dollar amount of its pricing details, then free, then contact', () => {
    expect(priceFigureText(vendorPriceFigure({ startingPrice: 99, pricingDetails: 'Team $29' }, []))).toBe("Starting at $99/month, the vendor's listed starting price")
    expect(priceFigureText(vendorPriceFigure({ pricingDetails: 'Starter $12/user/month, Business $29' }, [plan(null)]))).toBe("Starting at $12/month, from the vendor's pricing details")
    expect(priceFigureCard(vendorPriceFigure({ pricingDetails: 'From $49' }, []))).toEqual({ headline: 'Starting at $49/month', basis: "from the vendor's pricing details" })
    expect(priceFigureText(vendorPriceFigure({ pricingDetails: 'Ask sales', pricingModel: 'FREEmium' }, []))).toBe('Free plan available')
    expect(priceFigureText(vendorPriceFigure({ pricingDetails: 'Custom quotes', pricingModel: 'Tiered subscription' }, []))).toBe('Contact for pricing')
    expect(priceFigureCard(vendorPriceFigure(noText, []))).toEqual({ headline: 'Contact for pricing', basis: null })
  })
  it('a product: its list price, then free, then contact', () => {
    expect(priceFigureText(productPriceFigure({ price: 49.5 }, []))).toBe('Starting at $49.50, list price')
    expect(priceFigureText(productPriceFigure({ price: null }, []))).toBe('Contact for pricing')
  })
  it('filters read 0 for free and null for unknown', () => {
    expect(figureAmount({ kind: 'free' })).toBe(0)
    expect(figureAmount({ kind: 'contact' })).toBeNull()
  })
})

describe('the span of the plans', () => {
  it('runs from the starting figure to the dearest plan per month, each end saying what it is', () => {
    expect(planRangeText(planRange(brightledger)!)).toBe('$10.17/user/month to $149/month')
  })
  it('without priced plans, is the span written in the pricing details, saying so', () => {
    expect(writtenRangeText('Starter $7/user, Business $1,290/year')).toBe('$7 to $1,290, in the pricing details')
    expect(writtenRangeText('From $895')).toBe('$895, in the pricing details')
    expect(writtenRangeText('Ask us')).toBeNull()
  })
  it('is null for a single figure or without a priced plan', () => {
    expect(planRange([plan(9), plan(9)])).toBeNull()
    expect(planRange([plan(0)])).toBeNull()
  })
})

describe('where a figure comes from (what the admin sees)', () => {
  it('names the plan, its listed price and why it was chosen', () => {
    const figure = vendorPriceFigure(noText, brightledger)
    expect(figureSourceText(figure, { productName: 'Brightledger Close Manager', tierName: 'Standard' }))
      .toBe('the Standard plan of Brightledger Close Manager ($122 billed yearly per user), the cheapest per month of its plans')
  })
  it('says when no plan has a price', () => {
    expect(figureSourceText(vendorPriceFigure({ startingPrice: 99 }, []))).toBe("the vendor's listed starting price (no plan has a price)")
    expect(figureSourceText({ kind: 'contact' })).toBe('no plan has a price, and neither a starting price nor the pricing details give one')
  })
})

describe('lowestDollarAmount', () => {
  it('reads thousands separators and cents, and ignores $0', () => {
    expect(lowestDollarAmount('Free $0, Team $1,200/year, Solo $9.99')).toBe(9.99)
  })
  it('is null without dollar amounts', () => expect(lowestDollarAmount('Contact sales')).toBeNull())
})

describe('pricingEntriesByVendor', () => {
  it('groups options by vendor through tier and product', () => {
    const products = [{ id: 1, vendorId: 10 }, { id: 2, vendorId: 20 }]
    const tiers = [{ id: 100, productId: 1 }, { id: 200, productId: 2 }]
    const options = [{ productTierId: 100, price: 5 }, { productTierId: 200, price: 7 }, { productTierId: 100, price: 3 }, { productTierId: 999, price: 1 }]
    const grouped = pricingEntriesByVendor(products, tiers, options)
    expect(grouped.get(10)?.map((o) => o.price)).toEqual([5, 3])
    expect(grouped.get(20)?.map((o) => o.price)).toEqual([7])
  })
})
