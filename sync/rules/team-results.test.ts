import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { movedShares, spreadOf, teamResults, weightShares, type TeamInput, type TeamScore } from './team-results'
import { SCORE_CRITERIA, weightedScore, type Criterion } from './weighted-score'

const CRITERIA = SCORE_CRITERIA.map((c) => c.key)
const all = (n: number): Record<Criterion, number> => ({ security: n, value: n, support: n, easeOfUse: n, features: n, price: n })

/** Every criterion of `item` scored `score` by `evaluator`, with some criteria overridden. */
function card<K, E>(evaluator: E, item: K, score: number, overrides: Partial<Record<Criterion, number>> = {}): TeamScore<K, E>[] {
  return CRITERIA.map((criterion) => ({ evaluator, item, criterion, score: overrides[criterion] ?? score }))
}

describe('spreadOf', () => {
  it('is the mean, the population standard deviation and the range of the scores given', () => {
    expect(spreadOf([1, 5])).toEqual({ mean: 3, sd: 2, min: 1, max: 5, count: 2 })
    expect(spreadOf([4])).toEqual({ mean: 4, sd: 0, min: 4, max: 4, count: 1 })
    expect(spreadOf([])).toEqual({ mean: null, sd: null, min: null, max: null, count: 0 })
  })
})

describe('teamResults: the matrix', () => {
  const input: TeamInput<number, string> = {
    items: [10, 20],
    evaluators: ['ana', 'ben', 'cleo'],
    weights: {},
    scores: [...card('ana', 10, 4, { security: 1 }), ...card('ben', 10, 4, { security: 5 }), ...card('ana', 20, 3)],
  }
  it('gives each cell the mean and spread of the scores given, and every evaluator in order', () => {
    const { items } = teamResults(input)
    expect(items.map((i) => i.item)).toEqual([10, 20])
    expect(items[0].cells.security).toEqual({
      mean: 3, sd: 2, min: 1, max: 5, count: 2,
      scores: [{ evaluator: 'ana', score: 1 }, { evaluator: 'ben', score: 5 }, { evaluator: 'cleo', score: null }],
    })
    expect(items[1].cells.value).toMatchObject({ mean: 3, sd: 0, count: 1 })
  })
  it('leaves a missing score out of the mean instead of counting it as 0', () => {
    expect(teamResults(input).items[1].cells.price.mean).toBe(3)
  })
  it('ignores scores outside 1..5, unknown items, evaluators and criteria, and lets the last row win', () => {
    const { items } = teamResults({
      ...input,
      scores: [
        { evaluator: 'ana', item: 10, criterion: 'value', score: 0 },
        { evaluator: 'ana', item: 10, criterion: 'value', score: 6 },
        { evaluator: 'ana', item: 10, criterion: 'value', score: Number.NaN },
        { evaluator: 'dan', item: 10, criterion: 'value', score: 2 },
        { evaluator: 'ana', item: 99, criterion: 'value', score: 2 },
        { evaluator: 'ana', item: 10, criterion: 'colour' as Criterion, score: 2 },
        { evaluator: 'ben', item: 10, criterion: 'value', score: 2 },
        { evaluator: 'ben', item: 10, criterion: 'value', score: 3 },
      ],
    })
    expect(items[0].cells.value).toMatchObject({ mean: 3, count: 1 })
  })
})

describe('teamResults: disagreement', () => {
  it('ranks criteria by mean standard deviation over items scored by 2 or more, ties sharing a rank in board order', () => {
    const { disagreement } = teamResults({
      items: [1, 2],
      evaluators: ['a', 'b'],
      weights: {},
      scores: [
        ...card('a', 1, 3, { features: 1, support: 2, value: 1 }),
        ...card('b', 1, 3, { features: 5, support: 4, value: 5 }),
        ...card('a', 2, 3, { features: 1 }),
        ...card('b', 2, 3, { features: 5 }),
        // Only one evaluator scored item 2's security: that item says nothing about disagreement.
      ],
    })
    expect(disagreement.map((d) => [d.criterion, d.disagreement, d.rank, d.mostDisagreed])).toEqual([
      ['features', 2, 1, true],
      ['value', 1, 2, true],
      ['support', 0.5, 3, false],
      ['security', 0, 4, false],
      ['easeOfUse', 0, 4, false],
      ['price', 0, 4, false],
    ])
  })
  it('keeps every criterion tied at second place, and marks none when nobody disagrees', () => {
    const tied = teamResults({
      items: [1], evaluators: ['a', 'b'], weights: {},
      scores: [...card('a', 1, 3, { price: 1, security: 2, value: 2 }), ...card('b', 1, 3, { price: 5, security: 4, value: 4 })],
    })
    expect(tied.disagreement.filter((d) => d.mostDisagreed).map((d) => d.criterion)).toEqual(['price', 'security', 'value'])
    const agreed = teamResults({ items: [1], evaluators: ['a', 'b'], weights: {}, scores: [...card('a', 1, 3), ...card('b', 1, 3)] })
    expect(agreed.disagreement.some((d) => d.mostDisagreed)).toBe(false)
  })
  it('has no figure for a criterion no item was scored on by 2 people', () => {
    const { disagreement } = teamResults({ items: [1], evaluators: ['a', 'b'], weights: {}, scores: card('a', 1, 3) })
    expect(disagreement.every((d) => d.disagreement === null && d.rank === null && !d.mostDisagreed)).toBe(true)
  })
})

describe('teamResults: rankings', () => {
  const input: TeamInput<string, string> = {
    items: ['crm-a', 'crm-b', 'crm-c'],
    evaluators: ['ana', 'ben'],
    weights: { security: 10, price: 0 },
    scores: [
      ...card('ana', 'crm-a', 5), ...card('ana', 'crm-b', 2), ...card('ana', 'crm-c', 3),
      ...card('ben', 'crm-a', 1), ...card('ben', 'crm-b', 4), ...card('ben', 'crm-c', 3),
    ],
  }
  it('ranks the team by weightedScore of the means with the board weights', () => {
    const { ranking, items } = teamResults(input)
    const means = items.map(({ cells }) => Object.fromEntries(CRITERIA.map((c) => [c, cells[c].mean])))
    expect(ranking.map((r) => r.score)).toEqual([3, 3, 3])
    expect(ranking.map((r) => r.rank)).toEqual([1, 1, 1])
    expect(ranking[0].score).toBe(weightedScore(means[0], input.weights))
  })
  it('ranks each person by their own scores', () => {
    const { personal } = teamResults(input)
    expect(personal.map((p) => [p.evaluator, p.scored, p.ranking.map((r) => r.key)])).toEqual([
      ['ana', 18, ['crm-a', 'crm-c', 'crm-b']],
      ['ben', 18, ['crm-b', 'crm-c', 'crm-a']],
    ])
  })
  it('lists an evaluator with no scores with scored 0', () => {
    expect(teamResults({ ...input, evaluators: ['ana', 'ben', 'cleo'] }).personal[2].scored).toBe(0)
  })
})

describe('weight shares', () => {
  it('are each weight over the total, with defaults filled in', () => {
    expect(weightShares({ security: 10 })?.security).toBeCloseTo(10 / 35)
    expect(weightShares(all(0))).toBeNull()
  })
  it('move one share by percentage points and keep the others in proportion', () => {
    const shares = weightShares({ ...all(0), security: 5, value: 5, price: 10 })!
    const up = movedShares(shares, 'price', 10)!
    expect(up.price).toBeCloseTo(0.6)
    expect(up.security).toBeCloseTo(0.2)
    expect(up.value).toBeCloseTo(0.2)
    expect(movedShares(shares, 'support', -10)).toBeNull()
    expect(movedShares({ ...all(0), security: 1 }, 'security', -10)).toBeNull()
  })
})

describe('teamResults: fragile lead', () => {
  it('names the weight whose 10-point move lets another item reach the leader, with the direction and the new leader', () => {
    // Equal weights: A leads 3.67 to 3.5. A is strong on security, B on price and value.
    const result = teamResults({
      items: ['A', 'B'],
      evaluators: ['ana'],
      weights: { ...all(5) },
      scores: [...card('ana', 'A', 3, { security: 5, features: 4, support: 4 }), ...card('ana', 'B', 3, { price: 5, value: 4 })],
    })
    expect(result.ranking[0]).toMatchObject({ key: 'A', rank: 1 })
    expect(result.fragileLead).toMatchObject({ leader: 'A' })
    expect(result.fragileLead!.moves).toContainEqual({ criterion: 'security', direction: 'down', shareBefore: 16.7, shareAfter: 6.7, newLeader: 'B' })
    expect(result.fragileLead!.moves).toContainEqual(expect.objectContaining({ criterion: 'price', direction: 'up', newLeader: 'B' }))
    expect(result.fragileLead!.moves.some((m) => m.criterion === 'security' && m.direction === 'up')).toBe(false)
  })
  it('is null for a lead no single 10-point move can change', () => {
    const result = teamResults({ items: ['A', 'B'], evaluators: ['ana'], weights: {}, scores: [...card('ana', 'A', 5), ...card('ana', 'B', 2)] })
    expect(result.fragileLead).toBeNull()
  })
  it('is null when first place is already shared or nothing is weighted', () => {
    const tied = { items: ['A', 'B'], evaluators: ['ana'], scores: [...card('ana', 'A', 3), ...card('ana', 'B', 3)] }
    expect(teamResults({ ...tied, weights: {} }).fragileLead).toBeNull()
    expect(teamResults({ ...tied, weights: all(0), scores: card('ana', 'A', 3, { price: 1 }) }).fragileLead).toBeNull()
  })
})

// Properties over random boards: up to 4 items, 5 evaluators, any weights, scores 1..5 or missing.
const boards = fc
  .record({
    itemCount: fc.integer({ min: 1, max: 4 }),
    evaluatorCount: fc.integer({ min: 1, max: 5 }),
    weights: fc.record(Object.fromEntries(CRITERIA.map((c) => [c, fc.integer({ min: 0, max: 10 })])) as Record<Criterion, fc.Arbitrary<number>>),
    cells: fc.array(fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), { minLength: 4 * 5 * 6, maxLength: 4 * 5 * 6 }),
  })
  .map(({ itemCount, evaluatorCount, weights, cells }): TeamInput<number, number> => {
    const items = Array.from({ length: itemCount }, (_, i) => i + 1)
    const evaluators = Array.from({ length: evaluatorCount }, (_, e) => 100 + e)
    const scores: TeamScore<number, number>[] = []
    items.forEach((item, i) => evaluators.forEach((evaluator, e) => CRITERIA.forEach((criterion, c) => {
      const score = cells[(i * 5 + e) * 6 + c]
      if (score !== null) scores.push({ evaluator, item, criterion, score })
    })))
    return { items, evaluators, weights, scores }
  })

/** Brute force: each weight set 10 points of share higher and lower, every item rescored from scratch. */
function bruteForceFragile(input: TeamInput<number, number>, means: Record<Criterion, number | null>[]): boolean {
  const w = CRITERIA.map((c) => input.weights![c] ?? 0)
  const total = w.reduce((a, b) => a + b, 0)
  if (total === 0) return false
  const score = (shares: number[], m: Record<Criterion, number | null>) => {
    let sum = 0
    let weight = 0
    CRITERIA.forEach((c, k) => { sum += shares[k] * (m[c] ?? 0); weight += shares[k] })
    return Math.round((sum / weight) * 100) / 100
  }
  const base = means.map((m) => score(w.map((x) => x / total), m))
  const best = Math.max(...base)
  if (base.filter((s) => s === best).length > 1) return false
  const leader = base.indexOf(best)
  return CRITERIA.some((_, k) => [0.1, -0.1].some((delta) => {
    const share = w[k] / total
    const next = Math.min(1, Math.max(0, share + delta))
    if (next === share || share === 1) return false
    const shares = w.map((x, j) => (j === k ? next : ((x / total) * (1 - next)) / (1 - share)))
    const moved = means.map((m) => score(shares, m))
    return moved.some((s, i) => i !== leader && s >= moved[leader])
  }))
}

describe('teamResults: properties', () => {
  it('puts every mean between its lowest and highest score, and the spread within half the range', () => {
    fc.assert(fc.property(boards, (input) => {
      for (const { cells } of teamResults(input).items) {
        for (const c of CRITERIA) {
          const { mean, sd, min, max, count } = cells[c]
          if (count === 0) { expect(mean).toBeNull(); continue }
          expect(mean!).toBeGreaterThanOrEqual(min! - 1e-9)
          expect(mean!).toBeLessThanOrEqual(max! + 1e-9)
          expect(sd!).toBeLessThanOrEqual((max! - min!) / 2 + 1e-9)
        }
      }
    }))
  })
  it('does not depend on the order of the evaluators or of the score rows', () => {
    fc.assert(fc.property(boards, fc.integer(), (input, seed) => {
      const shuffle = <T,>(xs: readonly T[]) => [...xs].map((x, i) => ({ x, k: Math.sin(seed + i) })).sort((a, b) => a.k - b.k).map((p) => p.x)
      const a = teamResults(input)
      const b = teamResults({ ...input, evaluators: shuffle(input.evaluators), scores: shuffle(input.scores) })
      const view = (r: typeof a) => ({
        cells: r.items.map(({ cells }) => CRITERIA.map((c) => ({ ...cells[c], mean: cells[c].mean?.toFixed(9), sd: cells[c].sd?.toFixed(9), scores: [...cells[c].scores].sort((x, y) => Number(x.evaluator) - Number(y.evaluator)) }))),
        disagreement: r.disagreement, ranking: r.ranking, fragileLead: r.fragileLead,
        personal: [...r.personal].sort((x, y) => Number(x.evaluator) - Number(y.evaluator)),
      })
      expect(view(b)).toEqual(view(a))
    }))
  })
  it('flags a fragile lead exactly when brute-force recomputation finds a 10-point move that changes first place', () => {
    fc.assert(fc.property(boards, (input) => {
      const result = teamResults(input)
      const means = result.items.map(({ cells }) => Object.fromEntries(CRITERIA.map((c) => [c, cells[c].mean])) as Record<Criterion, number | null>)
      expect(result.fragileLead !== null).toBe(bruteForceFragile(input, means))
    }), { numRuns: 300 })
  })
  it('marks as most disagreed only criteria whose disagreement is at least every unmarked one', () => {
    fc.assert(fc.property(boards, (input) => {
      const { disagreement } = teamResults(input)
      const marked = disagreement.filter((d) => d.mostDisagreed)
      const unmarked = disagreement.filter((d) => !d.mostDisagreed && d.disagreement !== null)
      for (const m of marked) for (const u of unmarked) expect(m.disagreement!).toBeGreaterThanOrEqual(u.disagreement!)
    }))
  })
})

describe('teamResults with Security & compliance', () => {
  const base: TeamInput<number, string> = {
    items: [10, 20],
    evaluators: ['ana', 'ben'],
    weights: {},
    scores: [...card('ana', 10, 3), ...card('ben', 10, 3), ...card('ana', 20, 3), ...card('ben', 20, 3)],
    prefill: new Map([[10, 4.5], [20, null]]),
  }
  it('is no criterion of a board without it, even with scores of it and a prefill', () => {
    const results = teamResults({ ...base, scores: [...base.scores, { evaluator: 'ana', item: 20, criterion: 'securityCompliance', score: 5 }] })
    expect(results.criteria).toEqual(CRITERIA)
    expect(results.disagreement.map((d) => d.criterion)).not.toContain('securityCompliance')
    expect(results.ranking.map((r) => [r.key, r.score])).toEqual([[10, 3], [20, 3]])
  })
  it('counts the trust profile for an evaluator who gave no score, and an evaluator\'s own score over it', () => {
    const weights = { securityCompliance: 5 }
    const results = teamResults({ ...base, weights, scores: [...base.scores, { evaluator: 'ben', item: 10, criterion: 'securityCompliance', score: 2 }] })
    expect(results.criteria).toEqual([...CRITERIA, 'securityCompliance'])
    expect(results.items[0].cells.securityCompliance).toMatchObject({ mean: 3.25, count: 2, scores: [{ evaluator: 'ana', score: 4.5 }, { evaluator: 'ben', score: 2 }] })
    // No profile and nobody's score: no mean, counting 0 in the weighted score (7 criteria weighted 5 each).
    expect(results.items[1].cells.securityCompliance).toMatchObject({ mean: null, count: 0 })
    expect(results.ranking.map((r) => [r.key, r.score])).toEqual([[10, 3.04], [20, 2.57]])
    expect(results.personal[0].ranking[0]).toMatchObject({ key: 10, score: weightedScore({ ...all(3), securityCompliance: 4.5 }, weights) })
  })
  it('moves its weight like any other in the fragile-lead check', () => {
    // Equal weights: 10 scores (6 x 4 + 1) / 7 = 3.57, 20 scores (6 x 3 + 5) / 7 = 3.29; with
    // Security & compliance at 24.3 %, 10 scores 3.27 and 20 scores 3.49.
    const results = teamResults({ ...base, weights: { securityCompliance: 5 }, prefill: new Map([[10, 1], [20, 5]]),
      scores: [...card('ana', 10, 4), ...card('ben', 10, 4), ...card('ana', 20, 3), ...card('ben', 20, 3)] })
    expect(results.ranking[0]).toMatchObject({ key: 10, score: 3.57 })
    expect(results.fragileLead?.moves).toContainEqual({ criterion: 'securityCompliance', direction: 'up', shareBefore: 14.3, shareAfter: 24.3, newLeader: 20 })
    expect(weightShares({ securityCompliance: 10 })).toMatchObject({ securityCompliance: 0.25, price: 0.125 })
  })
})
