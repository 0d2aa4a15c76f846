import { describe, expect, it } from 'vitest'
import { canCancel } from './order-status'

describe('canCancel (a request can be withdrawn until it is decided)', () => {
  it('allows requested and in-review', () => {
    expect(canCancel('requested')).toBe(true)
    expect(canCancel('in-review')).toBe(true)
  })
  it('refuses approved, declined and already cancelled', () => {
    expect(['approved', 'declined', 'cancelled'].map((s) => canCancel(s as 'approved'))).toEqual([false, false, false])
  })
})
