import { describe, expect, it } from 'vitest'
import { detailOverall, listingAverage } from './ratings'

const all = { securityRating: 4, valueRating: 5, supportRating: 3, easeOfUseRating: 4, featureRating: 4 }

describe('listingAverage (visitor spec 5: only when all five ratings are present)', () => {
  it('averages the five ratings', () => expect(listingAverage(all)).toBe(4))
  it('is 0 when any rating is missing', () => expect(listingAverage({ ...all, featureRating: null })).toBe(0))
})

describe('detailOverall (visitor spec 5: average of the non-zero detailed ratings)', () => {
  it('skips zero and missing ratings', () => expect(detailOverall({ securityRating: 5, valueRating: 0, supportRating: 4 })).toBe(4.5))
  it('is 0 when none is set', () => expect(detailOverall({})).toBe(0))
})
