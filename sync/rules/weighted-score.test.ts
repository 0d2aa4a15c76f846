import { describe, expect, it } from 'vitest'
import { DEFAULT_WEIGHT, effectiveWeights, priceScores, rankByWeightedScore, weightedAverage, weightedScore } from './weighted-score'

const all = (n: number) => ({ security: n, value: n, support: n, easeOfUse: n, features: n, price: n })

describe('effectiveWeights', () => {
  it('fills unweighted criteria with the default and clamps to 0..10', () => {
    expect(effectiveWeights({ security: 12, price: -1, value: 3.6 })).toEqual({
      security: 10, value: 4, support: DEFAULT_WEIGHT, easeOfUse: DEFAULT_WEIGHT, features: DEFAULT_WEIGHT, price: 0,
    })
    expect(effectiveWeights(undefined)).toEqual(all(DEFAULT_WEIGHT))
  })
})

describe('weightedScore', () => {
  it('is the plain average with equal weights', () => {
    expect(weightedScore({ security: 5, value: 4, support: 3, easeOfUse: 2, features: 1, price: 3 }, {})).toBe(3)
  })
  it('follows the weights and ignores criteria weighted 0', () => {
    const scores = { security: 5, value: 1, support: 1, easeOfUse: 1, features: 1, price: 1 }
    expect(weightedScore(scores, { ...all(0), security: 10 })).toBe(5)
    expect(weightedScore(scores, { ...all(0), security: 1, value: 3 })).toBe(2)
  })
  it('counts a missing score as 0 and is null when nothing is weighted', () => {
    expect(weightedScore({ security: 4 }, { ...all(0), security: 1, price: 1 })).toBe(2)
    expect(weightedScore(all(4), all(0))).toBeNull()
  })
})

describe('weightedAverage', () => {
  it('takes exact weights of any size, so shares give the same score as the weights they come from', () => {
    const scores = { security: 5, value: 1, support: 3, easeOfUse: 2, features: 4, price: null }
    const weights = { security: 2, value: 7, support: 5, easeOfUse: 5, features: 1, price: 10 }
    const shares = Object.fromEntries(Object.entries(weights).map(([k, w]) => [k, w / 30])) as typeof weights
    expect(weightedAverage(scores, shares)).toBe(weightedScore(scores, weights))
    expect(weightedAverage(scores, { ...all(0), security: 0.25, value: 0.75 })).toBe(2)
    expect(weightedAverage(scores, all(0))).toBeNull()
  })
})

describe('priceScores', () => {
  it('gives the cheapest 5, others in proportion, free 5 and unknown null', () => {
    expect(priceScores([10, 20, null, 40])).toEqual([5, 2.5, null, 1.25])
    expect(priceScores([0, 20])).toEqual([5, 0])
    expect(priceScores([null, null])).toEqual([null, null])
  })
})

describe('rankByWeightedScore', () => {
  const items = [
    { key: 'secure', scores: { ...all(2), security: 5 } },
    { key: 'cheap', scores: { ...all(2), price: 5 } },
    { key: 'twin', scores: { ...all(2), price: 5 } },
  ]
  it('ranks best first and re-ranks when the weights change', () => {
    expect(rankByWeightedScore(items, { ...all(1), security: 10 }).map((r) => r.key)).toEqual(['secure', 'cheap', 'twin'])
    expect(rankByWeightedScore(items, { ...all(1), price: 10 }).map((r) => r.key)).toEqual(['cheap', 'twin', 'secure'])
  })
  it('gives equal scores the same rank, keeping the board order', () => {
    expect(rankByWeightedScore(items, { ...all(1), price: 10 }).map((r) => r.rank)).toEqual([1, 1, 3])
    expect(rankByWeightedScore(items, all(0)).map((r) => [r.key, r.rank])).toEqual([['secure', null], ['cheap', null], ['twin', null]])
  })
})
