import { describe, expect, it } from 'vitest'
import { keyFeatures } from './vendor-facts'

describe('keyFeatures (3 key features, then "+N more")', () => {
  it('keeps the first three and counts the rest', () => {
    expect(keyFeatures(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(keyFeatures(['a'])).toEqual({ shown: ['a'], more: 0 })
  })
})
