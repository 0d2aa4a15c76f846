import { describe, expect, it } from 'vitest'
import { mergeOwnEdit } from './merge'

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
