import { describe, expect, it } from 'vitest'
import { keyFeatures, overallExplanation, overallRating, priceRangeText } from './vendor-facts'

describe('overallRating (visitor spec 5: detail page averages the non-zero detailed ratings; spec 9: default 4.5)', () => {
  it('averages the detailed ratings that are set and not zero', () => {
    const vendor = { securityRating: 5, valueRating: 0, supportRating: 4, easeOfUseRating: null, featureRating: 4.5, rating: 3 }
    expect(overallRating(vendor)).toEqual({ value: 4.5, ratedCriteria: 3 })
  })
  it('falls back to the listed rating, then to 4.5, when no detailed rating is set', () => {
    expect(overallRating({ securityRating: 0, rating: 3.8 })).toEqual({ value: 3.8, ratedCriteria: 0 })
    expect(overallRating({ rating: null })).toEqual({ value: 4.5, ratedCriteria: 0 })
  })
  it('explains how the score was reached', () => {
    expect(overallExplanation({ value: 4, ratedCriteria: 5 })).toBe('The overall score is the average of all five detailed ratings below.')
    expect(overallExplanation({ value: 4, ratedCriteria: 2 })).toBe('The overall score is the average of the 2 detailed ratings that have a score below.')
  })
})

describe('priceRangeText (spec 2: price range from pricing details)', () => {
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

describe('keyFeatures (spec 9: 3 key features, then "+N more")', () => {
  it('keeps the first three and counts the rest', () => {
    expect(keyFeatures(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(keyFeatures(['a'])).toEqual({ shown: ['a'], more: 0 })
  })
})
