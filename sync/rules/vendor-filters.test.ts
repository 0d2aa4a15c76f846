import { describe, expect, it } from 'vitest'
import {
  certificationCounts, deploymentMatches, EMPTY_VENDOR_FILTERS, filterVendors, priceInRange, sortVendors, type FilterableVendor,
  type VendorFilters,
} from './vendor-filters'

const ratings = (r: number) => ({ securityRating: r, valueRating: r, supportRating: r, easeOfUseRating: r, featureRating: r })

interface TestVendor extends FilterableVendor { id: number; price: number | null }
const vendor = (id: number, over: Partial<TestVendor> = {}): TestVendor => ({
  id, name: `Vendor ${id}`, category: 'security', featured: false, deploymentOptions: ['Cloud'], price: 10, ...ratings(4), ...over,
})
const ids = (list: { id: number }[]) => list.map((v) => v.id)
const run = (vendors: TestVendor[], filters: Partial<VendorFilters>) =>
  ids(filterVendors(vendors, { ...EMPTY_VENDOR_FILTERS, ...filters }, (v) => v.price))

describe('filterVendors', () => {
  it('keeps everything when every group is empty', () => {
    expect(run([vendor(1), vendor(2, { category: null, price: null })], {})).toEqual([1, 2])
  })

  it('matches a category when the vendor category contains the slug, case-insensitively', () => {
    const vendors = [vendor(1, { category: 'IT-Operations' }), vendor(2, { category: 'finance' }), vendor(3, { category: 'security-it-operations' })]
    expect(run(vendors, { categories: ['it-operations'] })).toEqual([1, 3])
  })

  it('keeps vendors whose listing average is at least ANY selected threshold', () => {
    const vendors = [vendor(1, ratings(4.2)), vendor(2, ratings(3.5)), vendor(3, ratings(2.9))]
    expect(run(vendors, { ratings: [4] })).toEqual([1])
    expect(run(vendors, { ratings: [4, 3] })).toEqual([1, 2])
  })

  it('treats a vendor missing one of the five ratings as average 0', () => {
    expect(run([vendor(1, { ...ratings(5), featureRating: null })], { ratings: [3] })).toEqual([])
  })

  it('filters on the monthly starting price (free, 1-99, 100-499, 500+)', () => {
    const vendors = [vendor(1, { price: 0 }), vendor(2, { price: 99.5 }), vendor(3, { price: 100 }), vendor(4, { price: 500 }), vendor(5, { price: null })]
    expect(run(vendors, { priceRanges: ['free'] })).toEqual([1])
    expect(run(vendors, { priceRanges: ['1-99'] })).toEqual([2])
    expect(run(vendors, { priceRanges: ['100-499', '500+'] })).toEqual([3, 4])
  })

  it('matches any selected deployment option; Cloud also means Cloud/SaaS and SaaS', () => {
    const vendors = [
      vendor(1, { deploymentOptions: ['Cloud/SaaS'] }), vendor(2, { deploymentOptions: ['SaaS'] }),
      vendor(3, { deploymentOptions: ['On-premises'] }), vendor(4, { deploymentOptions: ['Hybrid', 'On-premise'] }),
      vendor(5, { deploymentOptions: [] }),
    ]
    expect(run(vendors, { deploymentOptions: ['Cloud'] })).toEqual([1, 2])
    expect(run(vendors, { deploymentOptions: ['On-premise'] })).toEqual([3, 4])
    expect(run(vendors, { deploymentOptions: ['Hybrid', 'Cloud'] })).toEqual([1, 2, 4])
  })

  it('combines groups with AND', () => {
    const vendors = [vendor(1, { category: 'finance', price: 20 }), vendor(2, { category: 'finance', price: 200 }), vendor(3, { price: 20 })]
    expect(run(vendors, { categories: ['finance'], priceRanges: ['1-99'] })).toEqual([1])
  })

  it('asks for starting prices only when a price range is selected', () => {
    let asked = 0
    filterVendors([vendor(1), vendor(2)], EMPTY_VENDOR_FILTERS, () => (asked++, 0))
    expect(asked).toBe(0)
  })
})

describe('priceInRange and deploymentMatches', () => {
  it('never places an unknown price in a range', () => {
    expect(['free', '1-99', '100-499', '500+'].some((r) => priceInRange(null, r as 'free'))).toBe(false)
  })
  it('does not mistake "premium" for on-premise', () => {
    expect(deploymentMatches(['Premium cloud'], ['On-premise'])).toBe(false)
  })
})

describe('sortVendors (featured default, popular same, rating-high-low)', () => {
  const vendors = [
    vendor(1, { name: 'beta', ...ratings(3) }), vendor(2, { name: 'Alpha', featured: true, ...ratings(4) }),
    vendor(3, { name: 'alpha 10', ...ratings(5) }), vendor(4, { name: 'Alpha 9', featured: true, ...ratings(4), securityRating: null }),
  ]
  it('puts featured vendors first, then by name (numbers in names in numeric order)', () => {
    expect(ids(sortVendors(vendors, 'featured'))).toEqual([2, 4, 3, 1])
    expect(ids(sortVendors(vendors))).toEqual([2, 4, 3, 1])
  })
  it('sorts "popular" the same as featured', () => {
    expect(ids(sortVendors(vendors, 'popular'))).toEqual(ids(sortVendors(vendors, 'featured')))
  })
  it('sorts rating-high-low by descending listing average, incomplete ratings counting as 0', () => {
    expect(ids(sortVendors(vendors, 'rating-high-low'))).toEqual([3, 2, 1, 4])
  })
  it('orders equal names by id (the list order: sync/rules/list-order.ts) and does not change the input', () => {
    const twins = [vendor(7, { name: 'Same' }), vendor(5, { name: 'same' })]
    expect(ids(sortVendors(twins))).toEqual([5, 7])
    expect(ids(vendors)).toEqual([1, 2, 3, 4])
  })
})

describe('sorting and filtering commute (the listing sorts the copy once, then filters the sorted rows)', () => {
  const vendors = [
    vendor(1, { name: 'beta', deploymentOptions: ['Hybrid'], ...ratings(3) }), vendor(2, { name: 'Alpha', featured: true }),
    vendor(3, { name: 'alpha 10', deploymentOptions: ['Cloud', 'Hybrid'], ...ratings(5) }), vendor(4, { name: 'Alpha 9', featured: true, deploymentOptions: ['Hybrid'] }),
    vendor(5, { name: 'same', deploymentOptions: ['Hybrid'], ...ratings(3) }), vendor(6, { name: 'Same', ...ratings(2) }),
  ]
  const filters = { ...EMPTY_VENDOR_FILTERS, deploymentOptions: ['Hybrid' as const] }
  for (const sort of ['featured', 'popular', 'rating-high-low'] as const) {
    it(`gives the same list either way for ${sort}`, () => {
      const sortedFirst = filterVendors(sortVendors(vendors, sort), filters, (v) => v.price)
      expect(ids(sortedFirst)).toEqual(ids(sortVendors(filterVendors(vendors, filters, (v) => v.price), sort)))
      expect(ids(sortedFirst).length).toBe(4)
    })
  }
})

describe('the certification filter', () => {
  const today = '2026-05-15'
  const vendors = [
    vendor(1, { soc2Type: 'type2', hipaa: true, iso27001Expiry: '2027-01-01' }),
    vendor(2, { soc2Type: 'type1', soc2ReportDate: '2020-01-01', iso27001Expiry: '2026-05-14', gdprDpa: true }),
    vendor(3, { gdprDpa: true }),
    vendor(4), // a row stored before trust profiles: holds nothing
  ]
  const certified = (certifications: VendorFilters['certifications']) =>
    ids(filterVendors(vendors, { ...EMPTY_VENDOR_FILTERS, certifications }, (v) => v.price, today))

  it('keeps the vendors holding every chosen certification', () => {
    expect(certified(['soc2'])).toEqual([1, 2])
    expect(certified(['soc2', 'hipaa'])).toEqual([1])
    expect(certified(['gdpr'])).toEqual([2, 3])
    expect(certified([])).toEqual([1, 2, 3, 4])
  })
  it('leaves out an ISO 27001 certificate that has expired', () => {
    expect(certified(['iso27001'])).toEqual([1])
  })
  it('counts the holders of each certification for the panel', () => {
    expect(certificationCounts(vendors, today)).toEqual({ soc2: 2, iso27001: 1, gdpr: 2, hipaa: 1 })
  })
})
