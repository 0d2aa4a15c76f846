import { describe, expect, it } from 'vitest'
import type { BoardScore } from '../../../../sync/schemas'
import type { LoadedBoardItem } from '../../../data/account/evaluation-items'
import { scorecardCriteria, scorecardProgress, scorecardRows } from './scorecard-model'

const vendor = (itemId: number, name: string, trust = {}) => ({ kind: 'vendor', ref: { itemId }, vendor: { id: itemId, name, slug: name.toLowerCase(), ...trust }, options: [] }) as unknown as LoadedBoardItem
const today = '2026-05-15'
const score = (userId: number, itemId: number, criterion: string, value: number, note: string | null = null) =>
  ({ id: userId * 100 + itemId, boardId: 1, userId, itemId, criterion, score: value, note }) as BoardScore

describe('scorecardCriteria', () => {
  it('lists the six standard criteria with their labels, then those the board added by name', () => {
    const criteria = scorecardCriteria({ security: 8, 'Data residency': 6 })
    expect(criteria.map((c) => c.label)).toEqual(['Security', 'Value for Money', 'Customer Support', 'Ease of Use', 'Features', 'Price', 'Data residency'])
  })
  it('names Security & compliance once the board has it', () => {
    expect(scorecardCriteria({ securityCompliance: 5 }).at(-1)).toEqual({ key: 'securityCompliance', label: 'Security & compliance' })
  })
})

describe('scorecardRows', () => {
  const items = [vendor(3, 'Acme'), vendor(5, 'Birch')]
  const scores = [score(9, 3, 'security', 4, 'SOC 2 type II'), score(9, 5, 'value', 2), score(8, 3, 'security', 1), score(9, 7, 'security', 5)]

  it('gives each item on the board, in its order, the person\'s own scores only', () => {
    const rows = scorecardRows(items, scores, 9, today)
    expect(rows.map((r) => [r.name, Object.fromEntries(r.scores)])).toEqual([
      ['Acme', { security: { score: 4, note: 'SOC 2 type II' } }],
      ['Birch', { value: { score: 2, note: null } }],
    ])
  })

  it('counts the scored cells out of every item times every criterion', () => {
    expect(scorecardProgress(scorecardRows(items, scores, 9, today), scorecardCriteria({}))).toEqual({ scored: 2, cells: 12 })
  })

  it('carries each vendor\'s trust profile score and Trust tab, none for a vendor without a profile', () => {
    const rows = scorecardRows([vendor(3, 'Acme', { soc2Type: 'type1', gdprDpa: true }), vendor(5, 'Birch')], [], 9, today)
    expect(rows.map((r) => [r.trustScore, r.trustHref])).toEqual([[2, '/vendors/acme?tab=trust'], [null, '/vendors/birch?tab=trust']])
  })
})
