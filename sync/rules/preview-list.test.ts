import { describe, expect, it } from 'vitest'
import { previewList } from './preview-list'

describe('previewList (first 2 tags plus a count; 3 comparison items then +N more)', () => {
  it('shows the first entries and counts the rest', () => {
    expect(previewList(['a', 'b', 'c', 'd', 'e'], 2)).toEqual({ shown: ['a', 'b'], more: 3 })
    expect(previewList([1, 2, 3, 4], 3)).toEqual({ shown: [1, 2, 3], more: 1 })
  })

  it('counts nothing more when the list fits', () => {
    expect(previewList(['a', 'b'], 2)).toEqual({ shown: ['a', 'b'], more: 0 })
    expect(previewList([], 3)).toEqual({ shown: [], more: 0 })
  })

  it('treats a negative limit as zero', () => expect(previewList(['a'], -1)).toEqual({ shown: [], more: 1 }))
})
