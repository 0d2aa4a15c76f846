import { describe, expect, it } from 'vitest'
import { legacyComparisonInputs } from './admin-content-featured-legacy'

const known = { vendor: new Set([1, 2, 3]), product: new Set([10, 11]) }

describe('legacyComparisonInputs (old featuredComparisons local-storage entries → server rows)', () => {
  it('keeps named comparisons with at least 2 known items, with their date', () => {
    const stored = [
      { id: 'comparison-1767225600000', name: ' CRM picks ', description: 'Top CRMs', type: 'vendor', items: [1, '2', { id: 3 }, 2] },
      { id: 'comparison-2', name: 'POS', type: 'product', items: [10, 11], createdAt: '2026-02-01T00:00:00.000Z' },
    ]
    expect(legacyComparisonInputs(stored, known)).toEqual([
      { row: { name: 'CRM picks', description: 'Top CRMs', type: 'vendor', items: [1, 2, 3] }, createdAt: '2026-01-01T00:00:00.000Z' },
      { row: { name: 'POS', description: null, type: 'product', items: [10, 11] }, createdAt: '2026-02-01T00:00:00.000Z' },
    ])
  })

  it('drops entries without a name, with an unknown type, or with fewer than 2 known items', () => {
    const stored = [
      { name: '', type: 'vendor', items: [1, 2] },
      { name: 'Odd', type: 'service', items: [1, 2] },
      { name: 'Gone', type: 'vendor', items: [1, 99] },
      { name: 'Wrong type ids', type: 'product', items: [1, 2] },
      'junk',
    ]
    expect(legacyComparisonInputs(stored, known)).toEqual([])
    expect(legacyComparisonInputs({ not: 'a list' }, known)).toEqual([])
  })
})
