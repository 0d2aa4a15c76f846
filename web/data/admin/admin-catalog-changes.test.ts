import { describe, expect, it } from 'vitest'
import { changedFields } from './admin-catalog-changes'

describe('changedFields', () => {
  it('keeps only the fields whose value differs', () => {
    const before = { name: 'Acme', pros: ['Fast'], rating: 4.5, logoUrl: null, featured: false }
    const after = { name: 'Acme Corp', pros: ['Fast'], rating: 4.5, logoUrl: null, featured: true }
    expect(changedFields(before, after)).toEqual({ name: 'Acme Corp', featured: true })
  })

  it('compares lists by content and treats a missing value as null', () => {
    expect(changedFields({ pros: ['a', 'b'] }, { pros: ['a', 'c'], cons: null })).toEqual({ pros: ['a', 'c'] })
  })

  it('ignores fields the form left undefined and answers {} when nothing changed', () => {
    expect(changedFields({ name: 'X' }, { name: 'X', slug: undefined })).toEqual({})
  })
})
