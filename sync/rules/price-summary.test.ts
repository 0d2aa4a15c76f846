import { describe, expect, it } from 'vitest'
import {
  lowestDollarAmount, lowestPositivePrice, pricingEntriesByVendor, productPriceLine,
  priceRangeText, productStartingPrice, vendorPriceSummary, vendorStartingPrice,
} from './price-summary'

const noText = { pricingDetails: null, pricingModel: null }

describe('vendorPriceSummary (visitor spec 9, in order)', () => {
  it('uses the lowest positive price among the pricing entries', () => {
    const entries = [{ price: 0 }, { price: 29 }, { price: '12' }, { price: 49.5 }]
    expect(vendorPriceSummary(noText, entries)).toBe('Starting at $12/month')
  })
  it('shows whole numbers without decimals and other amounts with two', () => {
    expect(vendorPriceSummary(noText, [{ price: 12.5 }])).toBe('Starting at $12.50/month')
    expect(vendorPriceSummary(noText, [{ price: '7.00' }])).toBe('Starting at $7/month')
  })
  it('reads annual and quarterly prices per month and skips other currencies', () => {
    const entries = [
      { price: 10, currency: 'USD', paymentFrequency: 'monthly' },
      { price: 102, currency: 'USD', paymentFrequency: 'annually' },
      { price: 5, currency: 'EUR', paymentFrequency: 'monthly' },
    ]
    expect(vendorPriceSummary(noText, entries)).toBe('Starting at $8.50/month')
    expect(vendorPriceSummary(noText, [{ price: 27, paymentFrequency: 'quarterly' }])).toBe('Starting at $9/month')
  })
  it('else takes the lowest dollar amount in pricingDetails ("Starter $12/user/month, Business $29" → $12)', () => {
    const vendor = { pricingDetails: 'Starter $12/user/month, Business $29', pricingModel: 'Free plan available' }
    expect(vendorPriceSummary(vendor, [{ price: 0 }])).toBe('Starting at $12/month')
  })
  it('else says "Free plan available" when pricingModel mentions free, in any case', () => {
    expect(vendorPriceSummary({ pricingDetails: 'Ask sales', pricingModel: 'FREEmium' }, [])).toBe('Free plan available')
  })
  it('else says "Contact for pricing"', () => {
    expect(vendorPriceSummary({ pricingDetails: 'Custom quotes', pricingModel: 'Tiered subscription' }, [])).toBe('Contact for pricing')
    expect(vendorPriceSummary(noText, [{ price: null }, { price: 'n/a' }])).toBe('Contact for pricing')
  })
})

describe('vendorStartingPrice (what the price range filter reads)', () => {
  it('is the price the summary shows', () => {
    expect(vendorStartingPrice(noText, [{ price: 49 }, { price: 19 }])).toBe(19)
    expect(vendorStartingPrice({ pricingDetails: 'From $3,490 per appliance, $895 entry model' }, [])).toBe(895)
  })
  it('is 0 when the vendor only says it is free, null when nothing is known', () => {
    expect(vendorStartingPrice({ pricingModel: 'Free plan available' }, [])).toBe(0)
    expect(vendorStartingPrice(noText, [])).toBeNull()
  })
})

describe('lowestDollarAmount', () => {
  it('reads thousands separators and cents, and ignores $0', () => {
    expect(lowestDollarAmount('Free $0, Team $1,200/year, Solo $9.99')).toBe(9.99)
  })
  it('is null without dollar amounts', () => expect(lowestDollarAmount('Contact sales')).toBeNull())
})

describe('product card pricing line (visitor spec 2, Product card)', () => {
  it('reads "Starts at ${lowest price}/user/month"', () => {
    expect(productPriceLine([{ price: 15 }, { price: '9.5' }, { price: 0 }])).toBe('Starts at $9.50/user/month')
  })
  it('reads "Contact for pricing" with no options or none with a positive price', () => {
    expect(productPriceLine([])).toBe('Contact for pricing')
    expect(productPriceLine([{ price: 0 }])).toBe('Contact for pricing')
  })
  it('gives filters 0 for a free-only product and null for one without prices', () => {
    expect(productStartingPrice([{ price: 0 }])).toBe(0)
    expect(productStartingPrice([])).toBeNull()
    expect(productStartingPrice([{ price: 0 }, { price: 4 }])).toBe(4)
  })
})

describe('priceRangeText (visitor spec 2: price range from pricing details)', () => {
  it('spans the lowest to the highest dollar amount, reading thousands and cents', () => {
    expect(priceRangeText('Essentials $7/device/month, Advanced $12, Complete $19/device/month.')).toBe('$7 - $19')
    expect(priceRangeText('NGFW 400 from $895, NGFW 1200 from $3,490. Subscription $240.50/year')).toBe('$240.50 - $3,490')
  })
  it('shows one amount alone and nothing without amounts', () => {
    expect(priceRangeText('From $895 per appliance')).toBe('$895')
    expect(priceRangeText('Contact sales')).toBeNull()
    expect(priceRangeText(null)).toBeNull()
  })
})

describe('helpers', () => {
  it('writes thousands with separators, as every other price on the site', () => {
    expect(vendorPriceSummary(noText, [{ price: 1290 }])).toBe('Starting at $1,290/month')
    expect(productPriceLine([{ price: 1234.5 }])).toBe('Starts at $1,234.50/user/month')
  })
  it('lowestPositivePrice ignores zero and unreadable prices', () => {
    expect(lowestPositivePrice([{ price: 0 }, { price: undefined }, { price: '' }])).toBeNull()
  })
  it('pricingEntriesByVendor follows option → tier → product → vendor', () => {
    const products = [{ id: 1, vendorId: 10 }, { id: 2, vendorId: 20 }]
    const tiers = [{ id: 100, productId: 1 }, { id: 200, productId: 2 }, { id: 300, productId: 1 }]
    const options = [
      { productTierId: 100, price: 5 }, { productTierId: 200, price: 7 }, { productTierId: 300, price: 3 },
      { productTierId: 999, price: 1 },
    ]
    const byVendor = pricingEntriesByVendor(products, tiers, options)
    expect(byVendor.get(10)?.map((o) => o.price)).toEqual([5, 3])
    expect(byVendor.get(20)?.map((o) => o.price)).toEqual([7])
    expect(byVendor.size).toBe(2)
  })
})
