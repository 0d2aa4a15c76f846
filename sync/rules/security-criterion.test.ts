import { describe, expect, it } from 'vitest'
import { hasSecurityCriterion, securityCell, securityCellText, withSecurityCriterion } from './security-criterion'
import { DEFAULT_WEIGHT, effectiveWeights, rankByWeightedScore, weightedScore } from './weighted-score'

const today = '2026-05-15'
const profiled = { soc2Type: 'type2' as const, soc2ReportDate: '2026-01-10', gdprDpa: true } // 2 + 0.5

describe('turning the criterion on and off', () => {
  it('adds the key at the default weight, keeps a weight it has, and takes it out again', () => {
    expect(hasSecurityCriterion({ price: 3 })).toBe(false)
    const on = withSecurityCriterion({ price: 3 }, true)
    expect(on).toEqual({ price: 3, securityCompliance: DEFAULT_WEIGHT })
    expect(hasSecurityCriterion(on)).toBe(true)
    expect(withSecurityCriterion({ securityCompliance: 9 }, true)).toEqual({ securityCompliance: 9 })
    expect(withSecurityCriterion(on, false)).toEqual({ price: 3 })
    expect(hasSecurityCriterion(null)).toBe(false)
  })
})

describe('an item\'s cell', () => {
  it('starts from the vendor\'s trust profile', () => {
    expect(securityCell(profiled, undefined, today)).toEqual({ score: 2.5, source: 'trust-profile', profileScore: 2.5 })
  })
  it('lets the person\'s own score win, keeping the profile\'s beside it', () => {
    expect(securityCell(profiled, 4, today)).toEqual({ score: 4, source: 'override', profileScore: 2.5 })
    expect(securityCell({}, 2, today)).toEqual({ score: 2, source: 'override', profileScore: null })
  })
  it('has no score for a vendor without a profile or not on this device', () => {
    expect(securityCell({}, null, today)).toEqual({ score: null, source: 'none', profileScore: null })
    expect(securityCell(null, undefined, today)).toEqual({ score: null, source: 'none', profileScore: null })
  })
  it('follows the person\'s today: a report turns stale a year and a day on', () => {
    expect(securityCell(profiled, null, '2027-01-10').score).toBe(2.5)
    expect(securityCell(profiled, null, '2027-01-11').score).toBe(2)
  })
})

describe('the cell in words', () => {
  it('says where the score comes from, and never writes a 0 for a vendor without a profile', () => {
    expect(securityCellText(securityCell(profiled, null, today))).toBe('2.5 (trust profile)')
    expect(securityCellText(securityCell(profiled, 4, today))).toBe('4.0 (your score; trust profile 2.5)')
    expect(securityCellText(securityCell({}, 2, today))).toBe('2.0 (your score; no trust profile)')
    expect(securityCellText(securityCell({}, null, today))).toBe('No trust profile')
  })
})

describe('the weighted score with the criterion', () => {
  const six = { security: 3, value: 3, support: 3, easeOfUse: 3, features: 3, price: 3 }
  it('leaves a board without it unchanged, whatever the item\'s cell says', () => {
    expect(effectiveWeights({})).not.toHaveProperty('securityCompliance')
    expect(weightedScore({ ...six, securityCompliance: 5 }, {})).toBe(3)
  })
  it('counts it with its weight once the board has it, a missing score counting 0', () => {
    expect(weightedScore({ ...six, securityCompliance: 5 }, { securityCompliance: 10 })).toBe(3.5) // (6x5x3 + 10x5) / 40
    expect(weightedScore(six, { securityCompliance: 10 })).toBe(2.25)
    expect(weightedScore({ ...six, securityCompliance: 5 }, { securityCompliance: 0 })).toBe(3)
  })
  it('re-ranks the board when an override changes the cell', () => {
    const items = (a: number | null, b: number | null) => [
      { key: 'a', scores: { ...six, price: 4, securityCompliance: a } },
      { key: 'b', scores: { ...six, securityCompliance: b } },
    ]
    const weights = withSecurityCriterion({}, true)
    expect(rankByWeightedScore(items(securityCell({}, null, today).score, 4.5), weights).map((r) => r.key)).toEqual(['b', 'a'])
    expect(rankByWeightedScore(items(securityCell({}, 5, today).score, 4.5), weights).map((r) => r.key)).toEqual(['a', 'b'])
  })
})
