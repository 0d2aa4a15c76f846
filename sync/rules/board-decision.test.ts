import { describe, expect, it } from 'vitest'
import { canDecide, isBoardDecided, isChosenProduct } from './board-decision'

const decided = { decidedItemId: 7, decisionRationale: 'Best support', decidedAt: '2026-11-27T10:00:00.000Z', decidedBy: 'Ana Lima' }

describe('board decision rules', () => {
  it('a board is decided once it has a decision time', () => {
    expect(isBoardDecided(decided)).toBe(true)
    expect(isBoardDecided({ decidedItemId: null, decidedAt: null })).toBe(false)
    expect(isBoardDecided({})).toBe(false)
    expect(isBoardDecided(undefined)).toBe(false)
  })

  it('only the owner decides', () => {
    expect(canDecide('owner')).toBe(true)
    for (const role of ['co-owner', 'evaluator', 'viewer', null] as const) expect(canDecide(role)).toBe(false)
  })

  it("a product is the chosen one: a vendor board's vendor's products, a product board's product", () => {
    expect(isChosenProduct({ ...decided, type: 'vendor' }, { id: 1, vendorId: 7 })).toBe(true)
    expect(isChosenProduct({ ...decided, type: 'vendor' }, { id: 7, vendorId: 1 })).toBe(false)
    expect(isChosenProduct({ ...decided, type: 'product' }, { id: 7, vendorId: 1 })).toBe(true)
    expect(isChosenProduct({ ...decided, type: 'product' }, { id: 8, vendorId: 7 })).toBe(false)
    expect(isChosenProduct({ type: 'vendor', decidedItemId: 7, decidedAt: null }, { id: 1, vendorId: 7 })).toBe(false)
  })
})
