import { describe, expect, it } from 'vitest'
import { mergeBoardEdit, mergeOwnEdit } from './merge'

describe('mergeOwnEdit', () => {
  it('keeps the fields this edit changed and takes the server’s value for the rest', () => {
    const before = { name: 'Shortlist', items: [1, 2], notes: 'old' }
    const body = { name: 'Shortlist', items: [1, 2, 3], notes: 'old' } // a whole-row PUT that only changed items
    const current = { id: 4, version: 9, name: 'Renamed elsewhere', items: [1], notes: 'new elsewhere' }
    expect(mergeOwnEdit(body, before, current)).toEqual({ name: 'Renamed elsewhere', items: [1, 2, 3], notes: 'new elsewhere' })
  })
  it('sends a patch as it is when the row it was made on is unknown', () => {
    expect(mergeOwnEdit({ quantity: 3 }, null, { id: 1, quantity: 7 })).toEqual({ quantity: 3 })
  })
  it('compares lists and objects by value', () => {
    expect(mergeOwnEdit({ items: [{ itemId: 1 }] }, { items: [{ itemId: 1 }] }, { items: [{ itemId: 2 }] })).toEqual({ items: [{ itemId: 2 }] })
  })
})

describe('mergeBoardEdit (three ways, field by field)', () => {
  const before = { name: 'CRM', items: [{ itemId: 1 }], weights: { price: 5, value: 5 }, notes: null }
  const team = { mineOnClash: false }
  it('merges the shortlist as a set: two members adding different vendors both land', () => {
    const current = { ...before, version: 4, items: [{ itemId: 1 }, { itemId: 2 }] }
    expect(mergeBoardEdit({ items: [{ itemId: 1 }, { itemId: 3 }] }, before, current, team)).toEqual({ changes: { items: [{ itemId: 1 }, { itemId: 2 }, { itemId: 3 }] }, clashes: [] })
  })
  it('lets a remove and an add of different vendors both land', () => {
    const current = { ...before, items: [{ itemId: 1 }, { itemId: 2 }] }
    expect(mergeBoardEdit({ items: [] }, before, current, team).changes).toEqual({ items: [{ itemId: 2 }] })
  })
  it('merges weights criterion by criterion', () => {
    const current = { ...before, weights: { price: 9, value: 5 } }
    expect(mergeBoardEdit({ weights: { price: 5, value: 2 } }, before, current, team)).toEqual({ changes: { weights: { price: 9, value: 2 } }, clashes: [] })
  })
  it('makes a clash of the same weight set to two different values, keeping theirs', () => {
    const current = { ...before, weights: { price: 9, value: 5 } }
    expect(mergeBoardEdit({ weights: { price: 2, value: 5 } }, before, current, team)).toEqual({
      changes: { weights: { price: 9, value: 5 } },
      clashes: [{ field: 'weight', criterion: 'price', mine: 2, theirs: 9 }],
    })
  })
  it('sees no clash when both set the same value, and a clash of two names', () => {
    expect(mergeBoardEdit({ weights: { price: 9, value: 5 } }, before, { ...before, weights: { price: 9, value: 5 } }, team).clashes).toEqual([])
    expect(mergeBoardEdit({ name: 'Mine' }, before, { ...before, name: 'Theirs' }, team)).toEqual({ changes: {}, clashes: [{ field: 'name', mine: 'Mine', theirs: 'Theirs' }] })
  })
  it('on one person’s own board, the later edit wins a clash (as before), while sets still merge', () => {
    const current = { ...before, name: 'Other device', items: [{ itemId: 1 }, { itemId: 2 }], weights: { price: 9, value: 5 } }
    expect(mergeBoardEdit({ name: 'This device', items: [{ itemId: 1 }, { itemId: 3 }], weights: { price: 2, value: 5 } }, before, current, { mineOnClash: true })).toEqual({
      changes: { name: 'This device', items: [{ itemId: 1 }, { itemId: 2 }, { itemId: 3 }], weights: { price: 2, value: 5 } },
      clashes: [],
    })
  })
})
