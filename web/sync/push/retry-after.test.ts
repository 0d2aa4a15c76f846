import { describe, expect, it } from 'vitest'
import { retryAfterSeconds } from './sender'

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-24T12:00:00Z')
  it('reads seconds', () => expect(retryAfterSeconds('120', now)).toBe(120))
  it('reads an HTTP date', () => expect(retryAfterSeconds('Tue, 24 Nov 2026 12:02:00 GMT', now)).toBe(120))
  it('ignores what it cannot read', () => {
    expect(retryAfterSeconds('soon', now)).toBeUndefined()
    expect(retryAfterSeconds(null, now)).toBeUndefined()
    expect(retryAfterSeconds('-5', now)).toBeUndefined()
  })
})
