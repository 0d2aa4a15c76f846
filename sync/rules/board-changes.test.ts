import { describe, expect, it } from 'vitest'
import { boardChanges, reverseChange, sameChange, sameTarget, showsChange, withChange, type BoardChange } from './board-changes'

const board = { name: 'CRM', items: [{ itemId: 1 }, { itemId: 2 }], weights: { price: 5, uptime: 4 } }

describe('boardChanges', () => {
  it('lists each change an edit makes: the name, each vendor added or removed, each weight and criterion', () => {
    const after = { name: 'CRM 2026', items: [{ itemId: 2 }, { itemId: 3 }], weights: { price: 8, security: 2, sla: 3 } }
    expect(boardChanges(board, after)).toEqual([
      { kind: 'renamed', before: 'CRM', after: 'CRM 2026' },
      { kind: 'item-added', item: { itemId: 3 } },
      { kind: 'item-removed', item: { itemId: 1 } },
      { kind: 'weight-changed', criterion: 'price', before: 5, after: 8 },
      { kind: 'criteria-changed', criterion: 'uptime', before: 4, after: null },
      { kind: 'weight-changed', criterion: 'security', before: null, after: 2 },
      { kind: 'criteria-changed', criterion: 'sla', before: null, after: 3 },
    ])
  })
  it('sees no change in the fields an edit leaves out, nor in a list in another order', () => {
    expect(boardChanges(board, { items: [{ itemId: 2 }, { itemId: 1 }] })).toEqual([])
    expect(boardChanges(board, {})).toEqual([])
  })
})

describe('undoing a change', () => {
  const added: BoardChange = { kind: 'item-added', item: { itemId: 3 } }
  const weight: BoardChange = { kind: 'weight-changed', criterion: 'price', before: 5, after: 8 }
  it('reverses each kind', () => {
    expect(reverseChange(added)).toEqual({ kind: 'item-removed', item: { itemId: 3 } })
    expect(reverseChange(weight)).toEqual({ kind: 'weight-changed', criterion: 'price', before: 8, after: 5 })
  })
  it('touches only the one vendor or criterion, keeping what others changed meanwhile', () => {
    const now = { ...board, items: [{ itemId: 1 }, { itemId: 3 }, { itemId: 4 }], weights: { price: 8, security: 1 } }
    expect(withChange(now, reverseChange(added))).toEqual({ items: [{ itemId: 1 }, { itemId: 4 }] })
    expect(withChange(now, reverseChange(weight))).toEqual({ weights: { price: 5, security: 1 } })
    expect(withChange(now, { kind: 'criteria-changed', criterion: 'security', before: 1, after: null })).toEqual({ weights: { price: 8 } })
  })
  it('knows whether the board still shows a change (nobody changed that thing since)', () => {
    expect(showsChange({ ...board, weights: { price: 8 } }, weight)).toBe(true)
    expect(showsChange({ ...board, weights: { price: 3 } }, weight)).toBe(false)
    expect(showsChange({ ...board, items: [{ itemId: 3 }] }, added)).toBe(true)
    expect(showsChange(board, added)).toBe(false)
  })
  it('matches changes by target and by what they made', () => {
    expect(sameTarget(weight, { kind: 'weight-changed', criterion: 'price', before: 1, after: 2 })).toBe(true)
    expect(sameTarget(weight, { kind: 'weight-changed', criterion: 'value', before: 5, after: 8 })).toBe(false)
    expect(sameTarget(added, { kind: 'item-removed', item: { itemId: 3 } })).toBe(true)
    expect(sameChange(weight, { kind: 'weight-changed', criterion: 'price', before: 5, after: 8 })).toBe(true)
    expect(sameChange(weight, { kind: 'weight-changed', criterion: 'price', before: 5, after: 9 })).toBe(false)
  })
})
