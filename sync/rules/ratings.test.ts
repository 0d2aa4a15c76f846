import { describe, expect, it } from 'vitest'
import { detailOverall, initialVendorRating, listingAverage, overallExplanation, overallRating } from './ratings'

const all = { securityRating: 4, valueRating: 5, supportRating: 3, easeOfUseRating: 4, featureRating: 4 }

describe('listingAverage (only when all five ratings are present)', () => {
  it('averages the five ratings', () => expect(listingAverage(all)).toBe(4))
  it('is 0 when any rating is missing', () => expect(listingAverage({ ...all, featureRating: null })).toBe(0))
})

describe('detailOverall (average of the non-zero detailed ratings)', () => {
  it('skips zero and missing ratings', () => expect(detailOverall({ securityRating: 5, valueRating: 0, supportRating: 4 })).toBe(4.5))
  it('is 0 when none is set', () => expect(detailOverall({})).toBe(0))
})

describe('overallRating (detail page averages the non-zero detailed ratings; default 4.5)', () => {
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

describe('initialVendorRating (a new vendor without a rating takes the detail average, else 4.5)', () => {
  it('keeps a given rating', () => expect(initialVendorRating({ securityRating: 5, rating: 2 })).toBe(2))
  it('else averages the non-zero detailed ratings', () => expect(initialVendorRating({ securityRating: 5, valueRating: 4, supportRating: 0 })).toBe(4.5))
  it('else is 4.5', () => expect(initialVendorRating({ rating: null })).toBe(4.5))
})
